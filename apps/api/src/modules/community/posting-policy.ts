/**
 * Whether a member may post or comment now (spec §6): a valid subscription (institute members are covered by
 * their school's), a parent's consent for students who need it, and no posting restriction in force.
 * Each refusal names the dialog the web shows.
 */
import { COMMUNITY_MESSAGES } from '@noticeboard/shared';

export type PostingDialog = 'SUBSCRIPTION_REQUIRED' | 'POSTING_RESTRICTED' | 'CONSENT_REQUIRED';

export interface PostingRefusal {
  dialog: PostingDialog;
  message: string;
  /** When a restriction lifts. */
  until?: Date;
}

export interface PostingContext {
  /** A school's member (told to contact their school administrator) or on their own account. */
  inInstitute: boolean;
  /** Institute members: their school's subscription; others: their own. */
  subscriptionState: 'NONE' | 'TRIAL' | 'ACTIVE' | 'EXPIRED';
  consentAllows: boolean;
  restrictedUntil: Date | null;
}

/** Commenting needs no subscription: only consent and no restriction. */
export function postingRefusal(
  context: PostingContext,
  what: 'post' | 'comment',
  now: Date = new Date(),
): PostingRefusal | null {
  if (context.restrictedUntil && context.restrictedUntil > now) {
    return {
      dialog: 'POSTING_RESTRICTED',
      message: COMMUNITY_MESSAGES.postingRestricted,
      until: context.restrictedUntil,
    };
  }
  if (!context.consentAllows) return { dialog: 'CONSENT_REQUIRED', message: COMMUNITY_MESSAGES.consentRequired };
  if (what === 'post' && context.subscriptionState !== 'ACTIVE' && context.subscriptionState !== 'TRIAL') {
    return {
      dialog: 'SUBSCRIPTION_REQUIRED',
      message: context.inInstitute ? COMMUNITY_MESSAGES.subscriptionInstitute : COMMUNITY_MESSAGES.subscriptionOther,
    };
  }
  return null;
}
