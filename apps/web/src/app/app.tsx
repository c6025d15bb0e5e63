import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect } from 'react';
import { lazyWithRetry } from '../lib/lazy-with-retry';
import { ensureDeviceId } from '../lib/session';
import { QuietBoundary } from './quiet-boundary';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

// Toasts are never needed for the first paint, so their code loads after it.
const Toasts = lazyWithRetry(() => import('./toasts'), 'toasts');

/**
 * The providers around the router, the same in the browser and in the server renderer (entry-server.tsx), so a
 * server-rendered page hydrates into the tree that drew it.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(() => {
    void ensureDeviceId();
  }, []);

  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <QuietBoundary>
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      </QuietBoundary>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
