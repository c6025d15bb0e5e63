/** Forgotten password, set-your-password links and password change. */
import {
  CHANGE_PASSWORD_KINDS,
  changePasswordBodySchema,
  envelope,
  linkStatusSchema,
  okSchema,
  resetPasswordBodySchema,
  resetRequestBodySchema,
} from '@noticeboard/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { actorOf, signedIn } from '../../plugins/auth';
import type { App } from '../../types';
import type { RouteDeps } from '../route-deps';

export function passwordRoutes(app: App, { services, limits }: RouteDeps): void {
  const tags = ['password'];

  app.post(
    '/user/reset-password/request',
    {
      schema: { tags, summary: 'Email a reset link', body: resetRequestBodySchema, response: { 200: okSchema } },
      config: { rateLimit: limits.reset },
    },
    async (request) => {
      await services.passwords.requestReset(request.body.email, request.body.instituteCustomUrl);
      return ok('If an account exists for this email, we have sent a link to reset the password', null);
    },
  );

  app.get(
    '/user/reset-password/status',
    {
      schema: {
        tags,
        summary: 'Whether a reset or set-password link still works',
        querystring: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: envelope(linkStatusSchema) },
      },
      config: { rateLimit: limits.reset },
    },
    async (request) => ok('Link status', await services.passwords.linkStatus(request.query.token)),
  );

  app.post(
    '/user/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password from a link',
        body: resetPasswordBodySchema,
        response: { 200: envelope(z.object({ email: z.string() })) },
      },
      config: { rateLimit: limits.reset },
    },
    async (request) =>
      ok(
        'Your password is set. Please sign in.',
        await services.passwords.resetWithLink(request.body.token, request.body.password),
      ),
  );

  for (const kind of CHANGE_PASSWORD_KINDS) {
    app.post(
      `/${kind}/change_password`,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: `Change password (${kind})`,
          body: changePasswordBodySchema,
          response: { 200: okSchema },
        },
        config: { rateLimit: limits.reset },
      },
      async (request) => {
        await services.passwords.change(actorOf(request), kind, request.body.currentPassword, request.body.newPassword);
        return ok('Password changed', null);
      },
    );
  }
}
