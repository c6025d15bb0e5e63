import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { setSessionExpiredHandler } from '../lib/http';
import { lazyWithRetry } from '../lib/lazy-with-retry';
import { createQueryClient } from '../lib/query-client';
import { ensureDeviceId } from '../lib/session';
import { QuietBoundary } from './quiet-boundary';
import { createAppRouter } from './router';
import { colorSchemeManager, theme } from './theme';

// One router and one cache per page load, created outside React so development double renders
// cannot create a second router listening to history.
const queryClient = createQueryClient();
const router = createAppRouter();

setSessionExpiredHandler(() => {
  queryClient.clear();
  void router.navigate('/login', { replace: true });
});

// Toasts are never needed for the first paint, so their code loads after it.
const Toasts = lazyWithRetry(() => import('./toasts'), 'toasts');

/** Providers and the router. */
export function App() {
  useEffect(() => {
    void ensureDeviceId();
  }, []);

  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto">
      <QuietBoundary>
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      </QuietBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
