/** Sign-in with email and password, with failures throttled per account. */
import { type LoginBody, type LoginKind, MESSAGES, type UserDetails } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { verifyPassword } from '../../lib/crypto';
import { AppError, tooManyRequests, unauthorized } from '../../lib/errors';
import type { FailureCounter } from '../../lib/throttle';
import { isDeletionDue } from '../deletion/deletion.repository';
import { findUserByEmail, type UserWithInstitute } from '../user/user.repository';
import { loginKindAdmits } from './auth.policy';
import { presentUserDetails } from './auth.presenter';
import type { IssuedSession, SessionService } from './session.service';

/** Failures per email inside the counter's window before sign-in is refused for a while. */
export const LOGIN_MAX_FAILURES = 5;

function belongsTo(user: UserWithInstitute, instituteCustomUrl: string | undefined): boolean {
  return !instituteCustomUrl || user.instituteCustomUrl?.toLowerCase() === instituteCustomUrl;
}

export class LoginService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly failures: FailureCounter,
  ) {}

  /**
   * Every wrong combination (unknown email, wrong password, wrong kind of account, other institute)
   * gets the same answer, so the response never tells whether an email has an account. `kind` null admits any
   * kind of account (ACCOUNT_LOGIN_PATH); otherwise it is one of the spec's four endpoints.
   */
  async login(
    kind: LoginKind | null,
    body: LoginBody,
    deviceId?: string,
  ): Promise<IssuedSession & { user: UserDetails }> {
    const key = `login:${body.email}`;
    if ((await this.failures.count(key)) >= LOGIN_MAX_FAILURES) {
      const retryAfterSeconds = Math.max(1, Math.ceil((await this.failures.remainingMs(key)) / 1000));
      throw tooManyRequests(MESSAGES.tooManyAttempts, retryAfterSeconds);
    }
    const user = await findUserByEmail(this.db, body.email);
    const passwordOk = await verifyPassword(user?.passwordHash ?? null, body.password);
    if (
      !user ||
      !passwordOk ||
      user.status !== 'ACTIVE' ||
      (kind !== null && !loginKindAdmits(kind, user)) ||
      !belongsTo(user, body.instituteCustomUrl)
    ) {
      await this.failures.record(key);
      throw unauthorized(MESSAGES.invalidCredentials);
    }
    if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED', MESSAGES.emailNotVerified);
    // Past its deletion's countdown the account is gone for sign-in, whether or not the erasure has run yet.
    if (await isDeletionDue(this.db, user.id, user.instituteId, new Date())) {
      throw unauthorized(MESSAGES.invalidCredentials);
    }
    await this.failures.clear(key);
    const session = await this.sessions.start(user.id, deviceId);
    return { ...session, user: await presentUserDetails(this.db, user) };
  }
}
