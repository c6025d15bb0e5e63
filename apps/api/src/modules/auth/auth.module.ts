/** Composition root of accounts and sessions: sign-in, sign-up, codes, password links and the session cookie. */
import { createMailQuota } from '../../lib/mail-quota';
import { type FailureCounter, MemoryFailureCounter, RedisFailureCounter } from '../../lib/throttle';
import type { Infrastructure, Module } from '../module';
import type { UserExports } from '../user/user.module';
import { authRoutes } from './auth.routes';
import { LoginService } from './login.service';
import { OtpService } from './otp.service';
import { passwordRoutes } from './password.routes';
import { PasswordService } from './password.service';
import { PasswordCheck } from './password-check';
import type { CookieSettings } from './session.cookie';
import { sessionRoutes } from './session.routes';
import { SessionService } from './session.service';
import { SignupService } from './signup.service';

/** How long failed sign-ins of an email count towards its lock-out. */
const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

export interface AuthExports {
  /** Starts, renews and ends sessions; other modules end a user's sessions when their access changes. */
  sessions: SessionService;
  /** A signed-in person's password entered again, wrong tries counted per account (deletion asks for it). */
  passwordCheck: PasswordCheck;
}

function failureCounter({ redis }: Infrastructure): FailureCounter {
  return redis
    ? new RedisFailureCounter(redis, LOGIN_FAILURE_WINDOW_MS)
    : new MemoryFailureCounter(LOGIN_FAILURE_WINDOW_MS);
}

export function createAuthModule(infra: Infrastructure, { user }: { user: UserExports }): Module<AuthExports> {
  const { config, db, mailer, tokens, bus, redis, rateLimits: limits } = infra;
  const sessions = new SessionService(db, tokens, config.refreshTokenTtlDays, bus);
  // One quota per address for every account mail (codes and reset links), shared across processes with Redis.
  const mailQuota = createMailQuota(redis);
  const otp = new OtpService(db, mailer, mailQuota);
  const login = new LoginService(db, sessions, failureCounter(infra));
  const signup = new SignupService(db, mailer, otp, config.publicUrl);
  const passwordCheck = new PasswordCheck(failureCounter(infra));
  const passwords = new PasswordService(db, mailer, sessions, config.publicUrl, mailQuota, passwordCheck);
  const cookie: CookieSettings = { secure: config.env === 'production', maxAgeSeconds: config.accessTokenTtlSeconds };
  return {
    name: 'auth',
    routes: (app) => {
      authRoutes(app, { login, signup, otp, cookie, limits });
      sessionRoutes(app, { sessions, users: user.users, cookie, limits });
      passwordRoutes(app, { passwords, limits });
    },
    exports: { sessions, passwordCheck },
  };
}
