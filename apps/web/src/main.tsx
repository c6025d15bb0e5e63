import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/app';
import { createAppRouter } from './app/router';
import { readServerState } from './app/server-state';
import { setSessionExpiredHandler } from './lib/http';
import { createQueryClient } from './lib/query-client';
import { isAuthenticated, peekSessionUser } from './lib/session';

// Drop any half-session (spec §4) before the first render reads it.
isAuthenticated();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// One router and one cache per page load, created outside React so development double renders
// cannot create a second router listening to history.
const queryClient = createQueryClient();
const router = createAppRouter();

setSessionExpiredHandler(() => {
  queryClient.clear();
  void router.navigate('/login', { replace: true });
});

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// A server-rendered page was drawn for a visitor; a signed-in person's tab draws its own page over it.
const serverState = readServerState();
if (serverState && !peekSessionUser()) {
  hydrate(queryClient, serverState.queries);
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
