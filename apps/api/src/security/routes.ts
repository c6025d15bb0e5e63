/**
 * The registered routes, as the security suite walks them: collected while the test app is built, each with the
 * access its declaration states (plugins/route-definer.ts). The suite then checks the routes answer as declared.
 */
import { ROLES, type Role } from '@noticeboard/shared';
import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import { declarationOf } from '../plugins/route-definer';

/** `open`: anyone may call it (the suite also wants it in PUBLIC_ROUTES); `signedIn`: these roles may. */
export type DeclaredAccess = { kind: 'open' } | { kind: 'signedIn'; roles: readonly Role[] };

export interface SecRoute {
  method: string;
  url: string;
  /** `POST /api/x/:id`, the name failures and allow-lists use. */
  key: string;
  access: DeclaredAccess;
  schema: { body?: ZodType; querystring?: ZodType; params?: ZodType };
}

function accessOf(route: RouteOptions): DeclaredAccess {
  const declared = declarationOf(route)?.access;
  if (!declared) throw new Error(`${route.method} ${route.url} has no declaration`);
  switch (declared.kind) {
    case 'open':
      return { kind: 'open' };
    case 'login':
      return { kind: 'signedIn', roles: ROLES };
    case 'roles':
      return { kind: 'signedIn', roles: declared.roles };
  }
}

/** Pass `collect` as the test app's onRoute; `routes()` lists the API routes once the app is built. */
export function routeCollector() {
  const seen: RouteOptions[] = [];
  return {
    collect: (route: RouteOptions) => void seen.push(route),
    routes: (): SecRoute[] =>
      seen
        .filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/api/docs'))
        .map((route) => {
          const method = String(route.method);
          const schema = (route.schema ?? {}) as SecRoute['schema'];
          return {
            method,
            url: route.url,
            key: `${method} ${route.url}`,
            access: accessOf(route),
            schema: { body: schema.body, querystring: schema.querystring, params: schema.params },
          };
        }),
  };
}
