import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/** A page asks for more data as it draws (a post, then its author's school): drawing stops after this many rounds. */
const MAX_ROUNDS = 4;

const isEnabled = (query: Query): boolean => {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

/** Queries a draw asked for (built in the cache by useQuery) that have not been fetched. */
function waitingQueries(queryClient: QueryClient, tried: Set<string>): Query[] {
  return queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' })
    .filter((query) => !tried.has(query.queryHash) && isEnabled(query));
}

/** Boundaries bigger than this would be sent apart with an inline script to place them, which the CSP forbids. */
const NEVER_OUTLINE = Number.MAX_SAFE_INTEGER;

async function drawToString(element: ReactNode, reportError: (error: unknown) => void): Promise<string> {
  const { prelude } = await prerender(element, {
    // A part that throws is left to the browser (React draws it there); the page around it is still sent.
    onError: reportError,
    progressiveChunkSize: NEVER_OUTLINE,
  });
  return new Response(prelude).text();
}

/**
 * Draws the page, fetches what the draw asked for, and draws again until nothing new is asked for: the same
 * components and useQuery calls as in the browser, which then hydrates from the queries sent with the HTML.
 * A query that fails on the server is left out, so the browser fetches it as if there had been no server.
 */
export async function drawWithData(
  queryClient: QueryClient,
  element: () => ReactNode,
  reportError: (error: unknown) => void,
): Promise<{ html: string; queries: ReturnType<typeof dehydrate> }> {
  const tried = new Set<string>();
  // Only the last draw is sent: errors of the drafts before it are not reported.
  const errors: unknown[] = [];
  const draw = () => {
    errors.length = 0;
    return drawToString(element(), (error) => errors.push(error));
  };
  let html = await draw();
  for (let round = 1; round < MAX_ROUNDS; round++) {
    const waiting = waitingQueries(queryClient, tried);
    if (waiting.length === 0) break;
    for (const query of waiting) tried.add(query.queryHash);
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    for (const query of waiting) {
      if (query.state.status === 'error') queryClient.getQueryCache().remove(query);
    }
    html = await draw();
  }
  for (const error of errors) reportError(error);
  return { html, queries: dehydrate(queryClient) };
}
