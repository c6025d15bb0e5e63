import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router';
import { AppProviders } from './app/app';
import { registerServiceWorker } from './app/pwa/register-service-worker';
import { AppRoutes } from './app/router';
import { readServerState } from './app/server-state';
import { setSessionExpiredHandler } from './lib/http';
import { createQueryClient } from './lib/query-client';
import { isAuthenticated, peekSessionUser } from './lib/session';

// Drop any half-session (spec §4) before the first render reads it.
isAuthenticated();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// One cache per page load, created outside React so development double renders cannot create a second one.
const queryClient = createQueryClient();

/** An expired session clears what was cached for it and goes to sign-in without a full reload. */
function SessionExpiry() {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionExpiredHandler(() => {
      queryClient.clear();
      void navigate('/login', { replace: true });
    });
  }, [navigate]);
  return null;
}

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <SessionExpiry />
        <AppRoutes />
      </BrowserRouter>
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

registerServiceWorker();
