/**
 * A 403 from posting, commenting or uploading names the dialog to show (spec §6, §8) by its error code:
 * POSTING_RESTRICTED, SUBSCRIPTION_REQUIRED or CONSENT_REQUIRED.
 */
import { COMMUNITY_MESSAGES } from '@noticeboard/shared';
import { hasErrorCode } from '../../../lib/api-error';

export type PostingDialog = 'SUBSCRIPTION_REQUIRED' | 'POSTING_RESTRICTED' | 'CONSENT_REQUIRED';

export interface PostingDialogContent {
  dialog: PostingDialog;
  title: string;
  message: string;
}

export function postingDialogOf(error: unknown): PostingDialogContent | null {
  if (!hasErrorCode(error, 'POSTING_RESTRICTED', 'SUBSCRIPTION_REQUIRED', 'CONSENT_REQUIRED')) return null;
  switch (error.code) {
    case 'POSTING_RESTRICTED':
      return {
        dialog: 'POSTING_RESTRICTED',
        title: COMMUNITY_MESSAGES.postingRestrictedTitle,
        message: COMMUNITY_MESSAGES.postingRestricted,
      };
    case 'SUBSCRIPTION_REQUIRED':
      // The server's words say whom to contact (the school administrator or the account's).
      return {
        dialog: 'SUBSCRIPTION_REQUIRED',
        title: COMMUNITY_MESSAGES.subscriptionRequiredTitle,
        message: error.data?.message || COMMUNITY_MESSAGES.subscriptionOther,
      };
    default:
      return { dialog: 'CONSENT_REQUIRED', title: 'Consent needed', message: COMMUNITY_MESSAGES.consentRequired };
  }
}
