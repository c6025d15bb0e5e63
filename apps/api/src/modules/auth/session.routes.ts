/** Renewal, logout and the current user (spec §7 "Session"). */
import {
  envelope,
  logoutBodySchema,
  okSchema,
  renewBodySchema,
  renewResultSchema,
  userDetailsSchema,
} from '@noticeboard/shared';
import { ok } from '../../lib/reply';
import { actorOf, signedIn } from '../../plugins/auth';
import type { App } from '../../types';
import type { RouteDeps } from '../route-deps';
import { clearSessionCookie, setSessionCookie } from './session.cookie';

export function sessionRoutes(app: App, { services, limits, cookie }: RouteDeps): void {
  const tags = ['session'];

  app.post(
    '/user/renew/token',
    {
      schema: {
        tags,
        summary: 'Swap a refresh token for a new pair (form-encoded refreshToken)',
        consumes: ['application/x-www-form-urlencoded'],
        body: renewBodySchema,
        response: { 200: envelope(renewResultSchema) },
      },
      config: { rateLimit: limits.renew },
    },
    async (request, reply) => {
      const renewed = await services.sessions.renew(request.body.refreshToken);
      setSessionCookie(reply, cookie, renewed.accessToken);
      reply.header('authorization', renewed.refreshToken);
      return ok('Token renewed', { refreshToken: renewed.refreshToken, user: renewed.user });
    },
  );

  app.post(
    '/user/logout',
    { schema: { tags, summary: 'End this session', body: logoutBodySchema.optional(), response: { 200: okSchema } } },
    async (request, reply) => {
      await services.sessions.end(request.body?.refreshToken, request.actor?.familyId);
      clearSessionCookie(reply);
      return ok('Signed out', null);
    },
  );

  app.get(
    '/user/me',
    {
      preHandler: signedIn,
      schema: { tags, summary: 'The signed-in user', response: { 200: envelope(userDetailsSchema) } },
    },
    async (request) => ok('Current user', await services.users.details(actorOf(request).id)),
  );
}
