import { FALLBACK_PATH, RANKED_ROUTES, REDIRECTS } from '@noticeboard/shared/access';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { GuardedPage } from './guarded-page';
import { PAGES } from './pages';
import { RouteErrorBoundary } from './route-error';
import { AppLayout } from './shell/app-layout';

/** The whole route map: spec §2's routes from the shared table, its redirects, and the catch-all. */
export function buildRoutes(): RouteObject[] {
  const redirects = Object.entries(REDIRECTS).map(([from, to]) => ({
    path: from,
    element: <Navigate to={to} replace />,
  }));
  // Every route of the table has its page (pages.test.ts); one without would fall through to the catch-all.
  const pages = RANKED_ROUTES.flatMap((spec) => {
    const page = PAGES[spec.path];
    return page ? [{ path: spec.path, element: <GuardedPage spec={spec} page={page} /> }] : [];
  });
  return [
    {
      element: <AppLayout />,
      children: [...redirects, ...pages, { path: '*', element: <Navigate to={FALLBACK_PATH} replace /> }],
    },
  ];
}

const ROUTES = buildRoutes();

/**
 * The pages, under BrowserRouter in the browser and StaticRouter on the server. Pages load their own data
 * (TanStack Query), so the router's data APIs are not used, and its lighter declarative mode keeps ~16 KB
 * (gzip) out of the first load. Errors are caught around the frame and around the page (AppLayout).
 */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(ROUTES)}</RouteErrorBoundary>;
}
