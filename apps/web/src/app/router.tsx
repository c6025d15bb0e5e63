import { FALLBACK_PATH, RANKED_ROUTES, REDIRECTS } from '@noticeboard/shared/access';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { GuardedPage } from './guarded-page';
import { PAGES, placeholderPage } from './pages';
import { RouteError } from './route-error';
import { AppLayout } from './shell/app-layout';

/** The whole route map: spec §2's routes from the shared table, its redirects, and the catch-all. */
export function buildRoutes(): RouteObject[] {
  const redirects = Object.entries(REDIRECTS).map(([from, to]) => ({
    path: from,
    element: <Navigate to={to} replace />,
  }));
  const pages = RANKED_ROUTES.map((spec) => ({
    path: spec.path,
    element: <GuardedPage spec={spec} page={PAGES[spec.path] ?? placeholderPage} />,
  }));
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [...redirects, ...pages, { path: '*', element: <Navigate to={FALLBACK_PATH} replace /> }],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
