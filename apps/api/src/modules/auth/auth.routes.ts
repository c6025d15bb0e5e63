/** Sign-up, OTP and sign-in routes (spec §7 "Auth and users"). */
import {
  ACCESS,
  ACCOUNT_LOGIN_PATH,
  individualSignupBodySchema,
  instituteSignupBodySchema,
  instituteVerifiedSchema,
  LOGIN_KINDS,
  loginBodySchema,
  loginHeadersSchema,
  otpResendBodySchema,
  otpSendBodySchema,
  otpTransactionSchema,
  otpVerifiedSchema,
  otpVerifyBodySchema,
  tokenBodySchema,
  userDetailsSchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { RateLimits } from '../module';
import type { LoginService } from './login.service';
import type { OtpService } from './otp.service';
import { type CookieSettings, setSessionCookie } from './session.cookie';
import type { SignupService } from './signup.service';

export interface AuthRouteServices {
  login: LoginService;
  signup: SignupService;
  otp: OtpService;
  cookie: CookieSettings;
  limits: RateLimits;
}

const BEFORE_SESSION = 'signing in, signing up and recovering an account happen before there is a session';

export function authRoutes(app: App, { login, signup, otp, cookie, limits }: AuthRouteServices): void {
  const route = routeDefiner(app, { tags: ['auth'] });
  const access = ACCESS.open(BEFORE_SESSION);
  const otpLimit = { rateLimit: limits.otp };

  // One definition for the any-kind sign-in (null) and the spec's four: same body, answer and throttle.
  for (const kind of [null, ...LOGIN_KINDS]) {
    route(`POST ${kind === null ? ACCOUNT_LOGIN_PATH : `/${kind}/login`}`, {
      access,
      errors: ['UNAUTHORIZED', 'EMAIL_NOT_VERIFIED'],
      summary: kind === null ? 'Sign in (any kind of account, found by its email)' : `Sign in (${kind})`,
      body: loginBodySchema,
      headers: loginHeadersSchema,
      config: { rateLimit: limits.signIn },
      response: userDetailsSchema,
      message: 'Signed in',
      handler: async ({ body, headers, reply }) => {
        const session = await login.login(kind, body, headers['x-device-id']);
        setSessionCookie(reply, cookie, session.accessToken);
        reply.header('authorization', session.refreshToken);
        return session.user;
      },
    });
  }

  const signedUp = { status: 201, message: 'We sent a verification code to your email' } as const;
  route('POST /institute/signup', {
    access,
    errors: ['CONFLICT'],
    summary: 'Sign up a school',
    body: instituteSignupBodySchema,
    config: otpLimit,
    response: otpTransactionSchema,
    ...signedUp,
    handler: ({ body }) => signup.signupInstitute(body),
  });
  route('POST /individual/signup', {
    access,
    errors: ['CONFLICT'],
    summary: 'Sign up an individual',
    body: individualSignupBodySchema,
    config: otpLimit,
    response: otpTransactionSchema,
    ...signedUp,
    handler: ({ body }) => signup.signupIndividual(body),
  });

  route('POST /otp/send', {
    access,
    errors: [],
    summary: 'Send a sign-up code',
    body: otpSendBodySchema,
    config: otpLimit,
    response: otpTransactionSchema,
    message: 'If the account is waiting for verification, a code is on its way',
    handler: ({ body }) => otp.send(body.email),
  });
  route('POST /otp/resend', {
    access,
    errors: [],
    summary: 'Send the code again',
    body: otpResendBodySchema,
    config: otpLimit,
    response: otpTransactionSchema,
    message: 'A new code is on its way',
    handler: ({ body }) => otp.resend(body.transactionId),
  });
  route('POST /otp/verify', {
    access,
    errors: [],
    summary: 'Verify a code',
    body: otpVerifyBodySchema,
    config: otpLimit,
    response: otpVerifiedSchema,
    message: 'Email verified',
    handler: ({ body }) => otp.verify(body.transactionId, body.otp),
  });

  route('POST /institute/verify', {
    access,
    errors: ['LINK_EXPIRED'],
    summary: "Confirm a school's email from the emailed link",
    body: tokenBodySchema,
    config: otpLimit,
    response: instituteVerifiedSchema,
    message: 'Institute verified',
    handler: ({ body }) => signup.verifyInstituteLink(body.token),
  });
}
