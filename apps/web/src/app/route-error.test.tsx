import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../lib/lazy-with-retry';
import { RouteErrorBoundary } from './route-error';
import { theme } from './theme';

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function app(path: string, error: unknown) {
  return (
    <MantineProvider theme={theme} env="test">
      <MemoryRouter initialEntries={[path]}>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/community" element={path === '/community' ? <Thrower error={error} /> : <Where />} />
            <Route path="/broken" element={<Thrower error={error} />} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>
    </MantineProvider>
  );
}

describe('a page that fails', () => {
  // React reports caught render errors on the console; the page's answer is what is tested.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it('sends the visitor to the community (spec §2), where the page is drawn afresh', async () => {
    render(app('/broken', new Error('page bug')));
    expect(await screen.findByText('at /community')).toBeInTheDocument();
  });

  it('that is the community itself says so instead of sending the visitor round in circles', async () => {
    render(app('/community', new Error('page bug')));
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
  });

  it('whose code could not be fetched offers a reload instead of a redirect that would fail again', async () => {
    render(app('/broken', new ChunkLoadError('broken-page', new Error('offline'))));
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByText('at /community')).not.toBeInTheDocument();
  });
});
