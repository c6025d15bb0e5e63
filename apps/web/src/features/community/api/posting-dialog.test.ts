import { COMMUNITY_MESSAGES } from '@noticeboard/shared';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-error';
import { postingDialogOf } from './posting-dialog';
import { firstUrlOf } from './upload';

const forbidden = (message: string) => new ApiRequestError(403, { statusCode: 403, error: 'Forbidden', message });

describe('postingDialogOf', () => {
  it('names the dialog of each refusal (spec §6, §8)', () => {
    expect(postingDialogOf(forbidden(COMMUNITY_MESSAGES.postingRestricted))).toMatchObject({
      dialog: 'POSTING_RESTRICTED',
      title: COMMUNITY_MESSAGES.postingRestrictedTitle,
    });
    expect(postingDialogOf(forbidden(COMMUNITY_MESSAGES.subscriptionInstitute))).toMatchObject({
      dialog: 'SUBSCRIPTION_REQUIRED',
      message: COMMUNITY_MESSAGES.subscriptionInstitute,
    });
    expect(postingDialogOf(forbidden(COMMUNITY_MESSAGES.subscriptionOther))?.message).toBe(
      COMMUNITY_MESSAGES.subscriptionOther,
    );
    expect(postingDialogOf(forbidden(COMMUNITY_MESSAGES.consentRequired))?.dialog).toBe('CONSENT_REQUIRED');
  });

  it('leaves other errors alone', () => {
    expect(postingDialogOf(forbidden('You may not do that'))).toBeNull();
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
