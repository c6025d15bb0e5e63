/** POST "submit initiate": starts the attempt (the server's clock) or resumes it; safe to send again. */
import { attemptViewSchema } from '@noticeboard/shared';
import { post } from '../../../../lib/http';
import { attemptPath } from './keys';

export const initiateAttempt = (customUrl: string) =>
  post(attemptPath('initiate', { customUrl }), undefined, attemptViewSchema);
