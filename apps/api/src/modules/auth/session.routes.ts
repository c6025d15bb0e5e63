/** Renewal, logout and the current user (spec §7 "Session"). */
import { ACCESS, logoutBodySchema, renewBodySchema, renewResultSchema, userDetailsSchema } from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { RateLimits } from '../module';
import type { UserService } from '../user/user.service';
import { type CookieSettings, clearSessionCookie, setSessionCookie } from './session.cookie';
import type { SessionService } from './session.service';

export interface SessionRouteServices {
  sessions: SessionService;
  users: UserService;
  cookie: CookieSettings;
  limits: RateLimits;
}

export function sessionRoutes(app: App, { sessions, users, cookie, limits }: SessionRouteServices): void {
  const route = routeDefiner(app, { tags: ['session'] });

  route('POST /user/renew/token', {
    whileDeletionScheduled: true,
    access: ACCESS.open('signing in, signing up and recovering an account happen before there is a session'),
    errors: ['UNAUTHORIZED'],
    summary: 'Swap a refresh token for a new pair (form-encoded refreshToken)',
    consumes: ['application/x-www-form-urlencoded'],
    body: renewBodySchema,
    config: { rateLimit: limits.renew },
    response: renewResultSchema,
    message: 'Token renewed',
    handler: async ({ body, reply }) => {
      const renewed = await sessions.renew(body.refreshToken);
      setSessionCookie(reply, cookie, renewed.accessToken);
      reply.header('authorization', renewed.refreshToken);
      return { refreshToken: renewed.refreshToken, user: renewed.user };
    },
  });

  route('POST /user/logout', {
    whileDeletionScheduled: true,
    access: ACCESS.open('logging out without a session is a harmless no-op (the cookie is cleared)'),
    errors: [],
    summary: 'End this session',
    body: logoutBodySchema.optional(),
    message: 'Signed out',
    handler: async ({ actor, body, reply }) => {
      await sessions.end(body?.refreshToken, actor?.familyId);
      clearSessionCookie(reply);
      return null;
    },
  });

  route('GET /user/me', {
    whileDeletionScheduled: true,
    access: ACCESS.signedIn,
    errors: [],
    summary: 'The signed-in user',
    response: userDetailsSchema,
    message: 'Current user',
    handler: ({ actor }) => users.details(actor.id),
  });
}
