/**
 * Every registered route × every caller (each role of school A and of school B, an individual, anonymous):
 * never a 5xx; 401 for anonymous callers of every route that is not public; 403 for a role outside the route's
 * declared set; and school A's private data (the canary) never in an outsider's response.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { OUTSIDER_MAY_SUCCEED, PUBLIC_ROUTES } from './expectations';
import type { SecRoute } from './routes';
import { writeTally } from './tally';
import {
  buildSecurityWorld,
  CALLERS,
  CANARY,
  type CallerName,
  cookieOf,
  fillPath,
  OUTSIDERS,
  ROLE_OF,
  type SecurityWorld,
} from './world';

// Built while the file is collected: the tests are named after the routes the app registers.
const w: SecurityWorld = await buildSecurityWorld();
let requests = 0;
/** Routes where a school-A caller saw the canary: proof that the outsiders' check looks at real data. */
const insiderSightings = new Set<string>();
const canary = CANARY.toLowerCase();

afterAll(async () => {
  writeTally('access', {
    routes: w.routes.length,
    callers: CALLERS.length,
    'route × caller requests': requests,
    'routes for signed-in callers': w.routes.filter((route) => route.access.kind === 'signedIn').length,
    'open routes (each with its reason)': w.routes.filter((route) => route.access.kind === 'open').length,
  });
  await w.t.close();
});

/** Reads first, then writes, then the session-ending routes: no caller loses its session before the end. */
function runOrder(route: SecRoute): number {
  if (route.url === '/api/user/logout' || route.url.endsWith('/change_password')) return 3;
  if (route.method === 'GET') return 0;
  return route.method === 'DELETE' ? 2 : 1;
}

/** Outsiders first: a school-A caller's write must not change what an outsider is checked against. */
const callerOrder: CallerName[] = [...OUTSIDERS, ...CALLERS.filter((name) => !OUTSIDERS.includes(name))];

/** What is wrong with one answer, or null. */
function problemOf(route: SecRoute, caller: CallerName, status: number, body: string, privateParam: boolean) {
  if (status >= 500) return `got ${status} (a server error)`;
  if (caller === 'anonymous') {
    if (route.access.kind === 'signedIn' && status !== 401) return `got ${status}, wanted 401 for an anonymous caller`;
  } else if (route.access.kind === 'signedIn' && !route.access.roles.includes(ROLE_OF[caller]) && status !== 403) {
    return `got ${status}, wanted 403: ${ROLE_OF[caller]} is outside the declared roles [${route.access.roles.join(', ')}]`;
  }
  if (OUTSIDERS.includes(caller)) {
    if (body.toLowerCase().includes(canary)) return `got ${status} with school A's private data: ${body.slice(0, 300)}`;
    if (privateParam && status < 300 && !OUTSIDER_MAY_SUCCEED.has(route.key)) {
      return `got ${status} on school A's own resource: ${body.slice(0, 200)}`;
    }
  }
  return null;
}

describe('the open routes', () => {
  it('are exactly the ones this suite expects to be open (a route opened by mistake fails here)', () => {
    const open = w.routes.filter((route) => route.access.kind === 'open').map((route) => route.key);
    expect(open.sort()).toEqual([...PUBLIC_ROUTES.keys()].sort());
  });
});

describe('every route × every caller', () => {
  const ordered = [...w.routes].sort((a, b) => runOrder(a) - runOrder(b));
  it.each(ordered.map((route) => [route.key, route] as const))('%s', async (_key, route) => {
    const { url, private: privateParam } = fillPath(route, w.ids);
    const problems: string[] = [];
    for (const caller of callerOrder) {
      const response = await w.t.app.inject({
        method: route.method as 'GET',
        url,
        headers: cookieOf(w.as[caller]),
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      requests++;
      const problem = problemOf(route, caller, response.statusCode, response.body, privateParam);
      if (problem) problems.push(`${route.key} as ${caller}: ${problem}`);
      if (!OUTSIDERS.includes(caller) && response.body.toLowerCase().includes(canary)) insiderSightings.add(route.key);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('sees the canary in school A’s own answers (the outsiders’ check is not vacuous)', () => {
    for (const key of [
      'GET /api/candidates',
      'GET /api/community/pending-posts/mine',
      'GET /api/question-bank/questions',
    ]) {
      const seen = [...insiderSightings].join(', ');
      expect(insiderSightings.has(key), `${key} should show school A its own data; seen in: ${seen}`).toBe(true);
    }
  });
});
