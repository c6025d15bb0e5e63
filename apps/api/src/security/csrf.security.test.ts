/**
 * Every state-changing route refuses a signed-in request that a browser says came from another site: another
 * origin (a page on another port of the same host is the case that worked before), `Sec-Fetch-Site: cross-site`
 * and `same-site`. The caller is one the route admits, so the refusal is the CSRF check's and not a role check's.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { CSRF_MESSAGES } from '../plugins/csrf';
import type { SecRoute } from './routes';
import { writeTally } from './tally';
import {
  ACTING_CALLERS,
  buildSecurityWorld,
  type CallerName,
  cookieOf,
  fillPath,
  ROLE_OF,
  type SecurityWorld,
} from './world';

const w: SecurityWorld = await buildSecurityWorld();
const insiders = ACTING_CALLERS;
const foreign: Array<[string, Record<string, string>]> = [
  ['Origin: http://localhost:4000', { origin: 'http://localhost:4000' }],
  ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site', origin: 'http://localhost:4000' }],
];
let requests = 0;

afterAll(async () => {
  writeTally('csrf', { 'state-changing routes tried cross-site': changing.length, 'CSRF requests': requests });
  await w.t.close();
});

function callerFor(route: SecRoute): CallerName {
  if (route.access.kind === 'open') return 'instituteA';
  const { roles } = route.access;
  return insiders.find((name) => roles.includes(ROLE_OF[name])) ?? 'instituteA';
}

const changing = w.routes.filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method));

describe('a state-changing request from another site', () => {
  it.each(changing.map((route) => [route.key, route] as const))('%s', async (_key, route) => {
    const caller = callerFor(route);
    const { url } = fillPath(route, w.ids);
    const problems: string[] = [];
    for (const [label, headers] of foreign) {
      const response = await w.t.app.inject({
        method: route.method as 'POST',
        url,
        headers: { ...cookieOf(w.as[caller]), ...headers },
        payload: {},
      });
      requests++;
      const message = safeMessage(response.body);
      if (response.statusCode !== 403 || message !== CSRF_MESSAGES.crossSite) {
        problems.push(
          `${route.key} as ${caller} with ${label}: got ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('is not refused from our own origin (the refusals above are the CSRF check’s)', async () => {
    const response = await w.t.app.inject({
      method: 'POST',
      url: '/api/user/acceptCookies',
      headers: { ...cookieOf(w.as.studentA), origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

function safeMessage(text: string): unknown {
  try {
    return JSON.parse(text).message;
  } catch {
    return undefined;
  }
}
