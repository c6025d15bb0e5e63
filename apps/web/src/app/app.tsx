import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { setSessionExpiredHandler } from '../lib/http';
import { lazyWithRetry } from '../lib/lazy-with-retry';
import { createQueryClient } from '../lib/query-client';
import { ensureDeviceId } from '../lib/session';
import { QuietBoundary } from './quiet-boundary';
import { createAppRouter } from './router';
import { colorSchemeManager, theme } from './theme';

// Toasts are never needed for the first paint, so their code loads after it.
const Toasts = lazyWithRetry(() => import('./toasts'), 'toasts');

/** Providers and the router; created once per page load. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);

  useEffect(() => {
    setSessionExpiredHandler(() => {
      queryClient.clear();
      void router.navigate('/login', { replace: true });
    });
    void ensureDeviceId();
  }, [queryClient, router]);

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
