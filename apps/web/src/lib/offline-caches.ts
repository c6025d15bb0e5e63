/**
 * The service worker's caches (src/app/pwa/service-worker.ts), named here so the page can empty the ones that may
 * hold a person's answers. A signed-in reader's news list carries their saved flags: it must not outlive the session
 * on a shared school tablet.
 */
export const OFFLINE_CACHES = {
  /** Pages as last loaded (visitors' server-drawn HTML, or the app's shell for a signed-in tab). */
  pages: 'nb-pages',
  /** Today's news list and the article images it shows. */
  news: 'nb-news',
  /** Hashed scripts and styles of pages visited: never change, so they are safe to keep across sessions. */
  assets: 'nb-assets',
} as const;

/** The caches emptied when a session ends (sign-out, expiry) or begins: everything that came from the API or a page. */
const PERSONAL_CACHES = [OFFLINE_CACHES.pages, OFFLINE_CACHES.news];

/** Empties the caches that may hold what one person saw. Never fails: without Cache Storage there is nothing to clear. */
export async function clearPersonalCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name)));
  } catch {
    // Storage blocked (private mode, policy): nothing was cached either.
  }
}
