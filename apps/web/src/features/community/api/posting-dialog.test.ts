import { COMMUNITY_MESSAGES, type ErrorCode } from '@noticeboard/shared';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-error';
import { postingDialogOf } from './posting-dialog';
import { firstUrlOf } from './upload';

const refused = (code: ErrorCode, message: string) =>
  new ApiRequestError(403, { statusCode: 403, error: 'Forbidden', message, code });

describe('postingDialogOf', () => {
  it('names the dialog of each refusal by its code (spec §6, §8)', () => {
    expect(postingDialogOf(refused('POSTING_RESTRICTED', COMMUNITY_MESSAGES.postingRestricted))).toMatchObject({
      dialog: 'POSTING_RESTRICTED',
      title: COMMUNITY_MESSAGES.postingRestrictedTitle,
    });
    expect(postingDialogOf(refused('SUBSCRIPTION_REQUIRED', COMMUNITY_MESSAGES.subscriptionInstitute))).toMatchObject({
      dialog: 'SUBSCRIPTION_REQUIRED',
      message: COMMUNITY_MESSAGES.subscriptionInstitute,
    });
    expect(postingDialogOf(refused('SUBSCRIPTION_REQUIRED', COMMUNITY_MESSAGES.subscriptionOther))?.message).toBe(
      COMMUNITY_MESSAGES.subscriptionOther,
    );
    expect(postingDialogOf(refused('CONSENT_REQUIRED', COMMUNITY_MESSAGES.consentRequired))?.dialog).toBe(
      'CONSENT_REQUIRED',
    );
  });

  it('leaves other errors alone', () => {
    expect(postingDialogOf(refused('FORBIDDEN', 'You may not do that'))).toBeNull();
    // The code decides, not the text: a plain 403 that happens to carry a dialog's words opens no dialog.
    expect(postingDialogOf(refused('FORBIDDEN', COMMUNITY_MESSAGES.postingRestricted))).toBeNull();
    expect(postingDialogOf(new ApiRequestError(400, null))).toBeNull();
    expect(postingDialogOf(new Error('x'))).toBeNull();
  });
});

describe('firstUrlOf', () => {
  it('finds the first web address without trailing punctuation', () => {
    expect(firstUrlOf('See https://example.org/fair. And http://b.test')).toBe('https://example.org/fair');
    expect(firstUrlOf('no links here')).toBeNull();
  });
});
