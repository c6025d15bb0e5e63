import { matchRoute, RANKED_ROUTES, REDIRECTS, ROUTES } from '@noticeboard/shared';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';

/**
 * The guards trust React Router to pick the route; the shared `resolveLanding` (used by the API and the
 * end-to-end tests) ranks routes itself. Both must choose the same entry for every path of the table.
 */
const routeObjects = [
  ...RANKED_ROUTES.map((route) => ({ path: route.path })),
  ...Object.keys(REDIRECTS).map((path) => ({ path })),
  { path: '*' },
];

function routerChoice(pathname: string): string | undefined {
  return matchRoutes(routeObjects, pathname)?.at(-1)?.route.path;
}

const samples = ['demo-slug', 'community', 'login', 'forum', 'details', 'quiz', 'newsletter', 'all'];

function concrete(pattern: string, sample: string): string {
  return pattern.replace(/:\w+/g, sample);
}

describe('route ranking', () => {
  it.each(ROUTES.map((route) => route.path))(
    '%s is matched the same way by the router and the shared table',
    (pattern) => {
      for (const sample of samples) {
        const pathname = concrete(pattern, sample);
        const shared = matchRoute(pathname)?.route.path ?? '*';
        expect(routerChoice(pathname), pathname).toBe(shared);
      }
    },
  );

  it('sends unknown paths to the catch-all', () => {
    expect(routerChoice('/a/b/c/d/e/f')).toBe('*');
    expect(matchRoute('/a/b/c/d/e/f')).toBeNull();
  });
});
