/**
 * A 403 from posting, commenting or uploading carries the dialog to show (spec §6, §8): SUBSCRIPTION_REQUIRED,
 * POSTING_RESTRICTED or CONSENT_REQUIRED. The shared client keeps only `message`, which is one of the contract's
 * fixed texts, so the dialog is read back from it.
 */
import { COMMUNITY_MESSAGES } from '@noticeboard/shared';
import { isApiError } from '../../../lib/api-error';

export type PostingDialog = 'SUBSCRIPTION_REQUIRED' | 'POSTING_RESTRICTED' | 'CONSENT_REQUIRED';

export interface PostingDialogContent {
  dialog: PostingDialog;
  title: string;
  message: string;
}

export function postingDialogOf(error: unknown): PostingDialogContent | null {
  if (!isApiError(error) || error.statusCode !== 403) return null;
  const message = error.data?.message ?? '';
  const raw = error.data as { dialog?: unknown } | null;
  const named = typeof raw?.dialog === 'string' ? raw.dialog : null;
  if (named === 'POSTING_RESTRICTED' || message === COMMUNITY_MESSAGES.postingRestricted) {
    return {
      dialog: 'POSTING_RESTRICTED',
      title: COMMUNITY_MESSAGES.postingRestrictedTitle,
      message: COMMUNITY_MESSAGES.postingRestricted,
    };
  }
  if (
    named === 'SUBSCRIPTION_REQUIRED' ||
    message === COMMUNITY_MESSAGES.subscriptionInstitute ||
    message === COMMUNITY_MESSAGES.subscriptionOther
  ) {
    return {
      dialog: 'SUBSCRIPTION_REQUIRED',
      title: COMMUNITY_MESSAGES.subscriptionRequiredTitle,
      message: message || COMMUNITY_MESSAGES.subscriptionOther,
    };
  }
  if (named === 'CONSENT_REQUIRED' || message === COMMUNITY_MESSAGES.consentRequired) {
    return { dialog: 'CONSENT_REQUIRED', title: 'Consent needed', message: COMMUNITY_MESSAGES.consentRequired };
  }
  return null;
}
