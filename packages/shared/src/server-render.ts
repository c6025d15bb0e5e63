/**
 * The contract between the API and the web app's server renderer (apps/web/src/entry-server.tsx), which the API
 * loads from the web build (dist-ssr) and calls for the pages a visitor opens.
 */

/** How the renderer reaches the API in the same process: a fetch for `/api/...` paths. */
export type InProcessFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface RendererSetup {
  /** The built dist/index.html: its script and style tags are the ones the page hydrates with. */
  template: string;
  /** Vite's dist/.vite/manifest.json, parsed: which files a page's chunk needs. */
  manifest: Record<string, unknown>;
  fetch: InProcessFetch;
  /** An error a page threw while drawn: that part is left for the browser to draw, and the API logs why. */
  reportError: (error: unknown) => void;
}

export interface RenderedPage {
  status: number;
  html: string;
}

/** Renders `url` (path and query) for a visitor who is not signed in; null when the page is drawn in the browser. */
export type RenderPage = (url: string) => Promise<RenderedPage | null>;

export type CreateRenderer = (setup: RendererSetup) => RenderPage;
