/**
 * A property-based fuzz of every request schema (body, query string, path parameters): hostile values sent by a
 * signed-in caller the route admits never give a 5xx, and every 4xx is the project's error JSON.
 * SECURITY_FUZZ_RUNS sets the cases per route (default 40), SECURITY_FUZZ_SEED replays a run. CI uses a fixed seed
 * so a landing is not decided by the draw; local runs draw a new one each time and print it.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { arbitraryFor, encodePart, queryOf } from './hostile';
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

const RUNS = Number(process.env.SECURITY_FUZZ_RUNS ?? 40);
const CI_SEED = 20_261_125;
const SEED = Number(process.env.SECURITY_FUZZ_SEED ?? (process.env.CI ? CI_SEED : Date.now() % 2 ** 31));

const w: SecurityWorld = await buildSecurityWorld();
const insiders = ACTING_CALLERS;
const knownIds = [
  w.ids.schoolA,
  w.ids.victimStudent.id,
  w.ids.victimFaculty.id,
  w.ids.victimAdmin.id,
  w.ids.subject,
  w.ids.chapter,
  w.ids.pendingPost,
  w.ids.collab,
  w.ids.question,
];
let cases = 0;
let fuzzedRoutes = 0;

afterAll(async () => {
  writeTally('fuzz', { 'fuzzed routes': fuzzedRoutes, 'fuzz cases': cases, [`runs per route (seed ${SEED})`]: RUNS });
  await w.t.close();
});

function callersOf(route: SecRoute): readonly CallerName[] {
  if (route.access.kind === 'open') return insiders;
  const { roles } = route.access;
  return insiders.filter((name) => roles.includes(ROLE_OF[name]));
}

const fuzzable = w.routes.filter(
  (route) => (route.schema.body || route.schema.querystring || route.schema.params) && callersOf(route).length,
);

/** The path with fuzzed parameters where the schema has them, else the world's values. */
function pathWith(route: SecRoute, params: unknown): string {
  const fallback = fillPath(route, w.ids).url;
  if (!params || typeof params !== 'object') return fallback;
  const values = params as Record<string, unknown>;
  const filled = route.url.replace(/:(\w+)|\*/g, (match, name: string | undefined) => {
    const key = name ?? match;
    return key in values ? encodePart(values[key]) : encodePart('x');
  });
  return filled;
}

const short = (value: unknown) => {
  const text = JSON.stringify(value, (_key, item) =>
    typeof item === 'string' && item.length > 80 ? `${item.slice(0, 80)}…(${item.length})` : item,
  );
  return text && text.length > 600 ? `${text.slice(0, 600)}…` : text;
};

describe('fuzz of every request schema', () => {
  it.each(fuzzable.map((route) => [route.key, route] as const))('%s', async (_key, route) => {
    fuzzedRoutes++;
    const input = fc.record({
      caller: fc.constantFrom(...callersOf(route)),
      params: route.schema.params ? arbitraryFor(route.schema.params, knownIds) : fc.constant(undefined),
      query: route.schema.querystring ? arbitraryFor(route.schema.querystring, knownIds) : fc.constant(undefined),
      body: route.schema.body ? arbitraryFor(route.schema.body, knownIds) : fc.constant(undefined),
    });
    let failure = '';
    const property = fc.asyncProperty(input, async ({ caller, params, query, body }) => {
      cases++;
      const query_ = queryOf(query);
      const url = `${pathWith(route, params)}${query_ ? `?${query_}` : ''}`;
      const response = await w.t.app.inject({
        method: route.method as 'POST',
        url,
        headers: { ...cookieOf(w.as[caller]), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined || route.method === 'GET' ? {} : { payload: JSON.stringify(body) ?? 'null' }),
      });
      const status = response.statusCode;
      let shapeOk = true;
      if (status >= 400) {
        const parsed = safeJson(response.body);
        shapeOk =
          parsed?.statusCode === status && typeof parsed.error === 'string' && typeof parsed.message === 'string';
      }
      if (status >= 500 || !shapeOk) {
        failure = `${route.key} as ${caller}: got ${status} ${response.body.slice(0, 300)}\n  url ${url.slice(0, 300)}\n  body ${short(body)}`;
        return false;
      }
      return true;
    });
    const details = await fc.check(property, { numRuns: RUNS, seed: SEED, endOnFailure: true });
    expect(details.failed, `${failure}\n  (seed ${SEED}, path ${details.counterexamplePath})`).toBe(false);
  });
});

function safeJson(text: string): { statusCode?: unknown; error?: unknown; message?: unknown } | null {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
