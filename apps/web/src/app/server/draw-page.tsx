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

type PlannedQuery = Query['options'] & { queryKey: Query['queryKey'] };

/** What a page asked for the last time it was drawn, by address: the next draw of it fetches that first. */
export class QueryPlans {
  private readonly plans = new Map<string, PlannedQuery[]>();

  constructor(private readonly limit = 500) {}

  get(url: string): PlannedQuery[] {
    return this.plans.get(url) ?? [];
  }

  remember(url: string, queries: readonly Query[]): void {
    this.plans.delete(url);
    this.plans.set(
      url,
      queries.map((query) => ({ ...query.options, queryKey: query.queryKey })),
    );
    // Oldest first in a Map: past the limit the least recently drawn address goes.
    if (this.plans.size > this.limit) this.plans.delete(this.plans.keys().next().value ?? url);
  }
}

async function fetchAll(queryClient: QueryClient, queries: readonly Query[]): Promise<void> {
  await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));
  for (const query of queries) {
    if (query.state.status === 'error') queryClient.getQueryCache().remove(query);
  }
}

/**
 * Draws the page with the same components and useQuery calls as in the browser, which then hydrates from the
 * queries sent with the HTML. A draw only asks for data (useQuery does not fetch on the server), so the page is
 * drawn, what it asked for fetched, and drawn again until it asks for nothing new; what an address asked for is
 * remembered, so its next visitor's data is fetched before the first draw and one draw is usually enough.
 * A query that fails on the server is left out: the browser fetches it as if there had been no server.
 */
export async function drawWithData(
  queryClient: QueryClient,
  page: { url: string; element: () => ReactNode },
  plans: QueryPlans,
  reportError: (error: unknown) => void,
): Promise<{ html: string; queries: ReturnType<typeof dehydrate> }> {
  const tried = new Set<string>();
  const fetched: Query[] = [];
  const planned = plans.get(page.url).map((options) => queryClient.getQueryCache().build(queryClient, options));
  for (const query of planned) tried.add(query.queryHash);
  await fetchAll(queryClient, planned);
  fetched.push(...planned);
  // Only the last draw is sent: errors of the drafts before it are not reported.
  const errors: unknown[] = [];
  const draw = () => {
    errors.length = 0;
    return drawToString(page.element(), (error) => errors.push(error));
  };
  let html = await draw();
  for (let round = 1; round < MAX_ROUNDS; round++) {
    const waiting = waitingQueries(queryClient, tried);
    if (waiting.length === 0) break;
    for (const query of waiting) tried.add(query.queryHash);
    await fetchAll(queryClient, waiting);
    fetched.push(...waiting);
    html = await draw();
  }
  plans.remember(page.url, fetched);
  for (const error of errors) reportError(error);
  return { html, queries: dehydrate(queryClient) };
}
