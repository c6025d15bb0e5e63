/**
 * A signed-in person entering their password again (to change it, to delete an account). The routes are limited per
 * address, but a session left open on a shared school computer could be driven from many addresses: wrong tries are
 * also counted per account, as sign-in counts them per email, and past the limit the check refuses for a while.
 */
import { MESSAGES } from '@noticeboard/shared';
import { verifyPassword } from '../../lib/crypto';
import { tooManyRequests } from '../../lib/errors';
import type { FailureCounter } from '../../lib/throttle';

/** Wrong passwords per account inside the counter's window before the check refuses. */
export const PASSWORD_CHECK_MAX_FAILURES = 5;

export class PasswordCheck {
  constructor(private readonly failures: FailureCounter) {}

  /** Whether `password` is the account's (`passwordHash`); 429 while the account has had too many wrong tries. */
  async matches(userId: string, passwordHash: string | null, password: string): Promise<boolean> {
    const key = `password-check:${userId}`;
    if ((await this.failures.count(key)) >= PASSWORD_CHECK_MAX_FAILURES) {
      const retryAfterSeconds = Math.max(1, Math.ceil((await this.failures.remainingMs(key)) / 1000));
      throw tooManyRequests(MESSAGES.tooManyAttempts, retryAfterSeconds);
    }
    const matches = await verifyPassword(passwordHash, password);
    if (matches) await this.failures.clear(key);
    else await this.failures.record(key);
    return matches;
  }
}
