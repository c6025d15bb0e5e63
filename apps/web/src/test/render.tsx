/**
 * Renders a component or page with the app's providers: Mantine (its test env: no transitions or portals) with
 * toasts, a fresh query cache with retries off, and a memory router. Any navigation away lands on a stub that
 * names the new path.
 */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { UserDetails } from '@noticeboard/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { theme } from '../app/theme';
import { saveSession } from '../lib/session';

interface RenderOptions {
  /** The address the page opens at (default `/`). */
  route?: string;
  /** The route pattern the element is mounted on, for pages that read params (default: `route`'s path). */
  path?: string;
  /** Signs this user in before rendering. */
  user?: UserDetails;
}

/** Where a navigation away from the page under test ended up. */
function NavigatedAway() {
  const { pathname, search } = useLocation();
  return <p>Navigated to {`${pathname}${search}`}</p>;
}

/** A cache like the app's, minus retries and staleness, so each test sees its own answers at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 0, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const route = options.route ?? '/';
  const path = options.path ?? route.split('?')[0] ?? '/';
  if (options.user) saveSession(options.user, 'test-refresh-token');
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <NavigatedAway /> },
    ],
    { initialEntries: [route] },
  );
  const user = userEvent.setup({ delay: null });
  const view = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, user, router, queryClient };
}
