/** POST the hand-in (one key per hand-in action, reused by retries; the server stores one submission). */
import { submitAttemptResponseSchema } from '@noticeboard/shared';
import { post } from '../../../../lib/http';
import { attemptPath } from './keys';

export const submitAttempt = (customUrl: string, submissionKey: string) =>
  post(attemptPath('submit', { customUrl }), { submissionKey }, submitAttemptResponseSchema);
