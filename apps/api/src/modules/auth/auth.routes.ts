/** Sign-up, OTP and sign-in routes (spec §7 "Auth and users"). */
import {
  envelope,
  individualSignupBodySchema,
  instituteSignupBodySchema,
  LOGIN_KINDS,
  type LoginKind,
  loginBodySchema,
  type OtpTransaction,
  otpResendBodySchema,
  otpSendBodySchema,
  otpTransactionSchema,
  otpVerifyBodySchema,
  tokenBodySchema,
  userDetailsSchema,
} from '@noticeboard/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import type { App } from '../../types';
import type { RouteDeps } from '../route-deps';
import { setSessionCookie } from './session.cookie';

export function authRoutes(app: App, { services, limits, cookie }: RouteDeps): void {
  const tags = ['auth'];

  for (const kind of LOGIN_KINDS) {
    app.post(
      `/${kind}/login`,
      {
        schema: {
          tags,
          summary: `Sign in (${kind})`,
          body: loginBodySchema,
          headers: z.object({ 'x-device-id': z.string().max(128).optional() }).loose(),
          response: { 200: envelope(userDetailsSchema) },
        },
        config: { rateLimit: limits.signIn },
      },
      async (request, reply) => {
        const session = await services.login.login(kind as LoginKind, request.body, request.headers['x-device-id']);
        setSessionCookie(reply, cookie, session.accessToken);
        reply.header('authorization', session.refreshToken);
        return ok('Signed in', session.user);
      },
    );
  }

  const signupRoute = <B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    run: (input: z.output<B>) => Promise<OtpTransaction>,
  ) =>
    app.post(
      path,
      {
        schema: { tags, summary, body, response: { 201: envelope(otpTransactionSchema) } },
        config: { rateLimit: limits.otp },
      },
      async (request, reply) => {
        const transaction = await run(request.body as z.output<B>);
        reply.status(201);
        return ok('We sent a verification code to your email', transaction, 201);
      },
    );
  signupRoute('/institute/signup', 'Sign up a school', instituteSignupBodySchema, (input) =>
    services.signup.signupInstitute(input),
  );
  signupRoute('/individual/signup', 'Sign up an individual', individualSignupBodySchema, (input) =>
    services.signup.signupIndividual(input),
  );

  app.post(
    '/otp/send',
    {
      schema: {
        tags,
        summary: 'Send a sign-up code',
        body: otpSendBodySchema,
        response: { 200: envelope(otpTransactionSchema) },
      },
      config: { rateLimit: limits.otp },
    },
    async (request) =>
      ok(
        'If the account is waiting for verification, a code is on its way',
        await services.otp.send(request.body.email),
      ),
  );

  app.post(
    '/otp/resend',
    {
      schema: {
        tags,
        summary: 'Send the code again',
        body: otpResendBodySchema,
        response: { 200: envelope(otpTransactionSchema) },
      },
      config: { rateLimit: limits.otp },
    },
    async (request) => ok('A new code is on its way', await services.otp.resend(request.body.transactionId)),
  );

  app.post(
    '/otp/verify',
    {
      schema: {
        tags,
        summary: 'Verify a code',
        body: otpVerifyBodySchema,
        response: { 200: envelope(z.object({ verified: z.literal(true), email: z.string() })) },
      },
      config: { rateLimit: limits.otp },
    },
    async (request) => ok('Email verified', await services.otp.verify(request.body.transactionId, request.body.otp)),
  );

  app.post(
    '/institute/verify',
    {
      schema: {
        tags,
        summary: "Confirm a school's email from the emailed link",
        body: tokenBodySchema,
        response: { 200: envelope(z.object({ verified: z.literal(true) })) },
      },
      config: { rateLimit: limits.otp },
    },
    async (request) => ok('Institute verified', await services.signup.verifyInstituteLink(request.body.token)),
  );
}
