/**
 * The registered routes, as the security suite walks them: collected with an onRoute hook on the test app, each
 * with the access its guard declares (found by asking the guard, not by reading the source).
 */
import { ROLES, type Role } from '@noticeboard/shared';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import { AppError } from '../lib/errors';
import { ROUTE_MODULES } from '../modules/routes';
import type { Actor } from '../plugins/auth';

/**
 * What a route declares about its callers. `none`: no guard on the route (the service may still check; the suite
 * then wants 401 for anonymous callers unless the route is in PUBLIC_ROUTES). When every route declares its access
 * (issue 14), `none` should disappear and this is the one function to switch to the declaration.
 */
export type DeclaredAccess = { kind: 'none' } | { kind: 'signedIn'; roles: readonly Role[] };

export interface SecRoute {
  method: string;
  url: string;
  /** `POST /api/x/:id`, the name failures and allow-lists use. */
  key: string;
  access: DeclaredAccess;
  schema: { body?: ZodType; querystring?: ZodType; params?: ZodType };
}

/**
 * buildApp registers its routes from ROUTE_MODULES inside the /api plugin; a module placed first can add an onRoute
 * hook to that plugin before any route exists (an onRoute hook only sees routes registered after it). Call before
 * building the app; the returned function (after the build) describes what was registered.
 */
export function collectRoutesOfNextApp(): () => Promise<SecRoute[]> {
  const seen: RouteOptions[] = [];
  const collector: (typeof ROUTE_MODULES)[number] = (app) => {
    app.addHook('onRoute', (route) => {
      seen.push(route as RouteOptions);
    });
  };
  ROUTE_MODULES.unshift(collector);
  return async () => {
    const index = ROUTE_MODULES.indexOf(collector);
    if (index >= 0) ROUTE_MODULES.splice(index, 1);
    const routes: SecRoute[] = [];
    for (const route of seen) if (route.method !== 'HEAD') routes.push(await toSecRoute(route));
    return routes;
  };
}

async function toSecRoute(route: RouteOptions): Promise<SecRoute> {
  const method = String(route.method);
  const schema = (route.schema ?? {}) as SecRoute['schema'];
  return {
    method,
    url: route.url,
    key: `${method} ${route.url}`,
    access: await declaredAccess(route),
    schema: { body: schema.body, querystring: schema.querystring, params: schema.params },
  };
}

class ProbeEscape extends Error {}

/** A request that has nothing but an actor: a guard reads only that; any other hook trips over it and is skipped. */
function probeRequest(actor: Actor | null): FastifyRequest {
  return new Proxy({} as FastifyRequest, {
    get(_target, property) {
      if (property === 'actor') return actor;
      if (property === 'then') return undefined;
      throw new ProbeEscape(String(property));
    },
  });
}

const probeReply = new Proxy({} as FastifyReply, {
  get(_target, property) {
    throw new ProbeEscape(String(property));
  },
});

type Outcome = 'pass' | 401 | 403 | 'other';

async function outcomeOf(hook: (request: FastifyRequest, reply: FastifyReply) => unknown, actor: Actor | null) {
  try {
    await hook(probeRequest(actor), probeReply);
    return 'pass' satisfies Outcome;
  } catch (error) {
    if (error instanceof AppError && (error.statusCode === 401 || error.statusCode === 403)) {
      return error.statusCode as Outcome;
    }
    return 'other' satisfies Outcome;
  }
}

/** Guards read the role; the rest only has to look like an actor. */
const actorWithRole = (role: Role): Actor =>
  ({
    id: '00000000-0000-4000-8000-000000000000',
    type: role === 'INSTITUTE' ? 'INSTITUTE' : role === 'CANDIDATE' ? 'CANDIDATE' : 'INDIVIDUAL',
    userType: role === 'FACULTY' || role === 'ADMIN' ? role : null,
    role,
    instituteId: role === 'INDIVIDUAL' ? null : '00000000-0000-4000-8000-000000000001',
    customUrl: 'probe',
    familyId: '00000000-0000-4000-8000-000000000002',
  }) satisfies Partial<Actor> as Actor;

function hooksOf(route: RouteOptions) {
  const hooks: Array<(request: FastifyRequest, reply: FastifyReply) => unknown> = [];
  for (const name of ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const) {
    const value = route[name] as unknown;
    const list = Array.isArray(value) ? value : value ? [value] : [];
    for (const hook of list) if (typeof hook === 'function') hooks.push(hook);
  }
  return hooks;
}

/** A hook is a guard when it refuses an anonymous caller with 401; its role set is the roles it lets through. */
async function declaredAccess(route: RouteOptions): Promise<DeclaredAccess> {
  let access: DeclaredAccess = { kind: 'none' };
  for (const hook of hooksOf(route)) {
    if ((await outcomeOf(hook, null)) !== 401) continue;
    const allowed: Role[] = [];
    for (const role of ROLES) if ((await outcomeOf(hook, actorWithRole(role))) === 'pass') allowed.push(role);
    const previous: readonly Role[] = access.kind === 'signedIn' ? access.roles : ROLES;
    access = { kind: 'signedIn', roles: previous.filter((role) => allowed.includes(role)) };
  }
  return access;
}
