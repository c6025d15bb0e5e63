import { expect, type Page, test } from '@playwright/test';
import { account, signedInPage } from './support';

test.use({ serviceWorkers: 'allow' });

/**
 * Waits until the service worker has installed (precache, today's headlines), activated and claimed the page. A
 * predicate polled for `controller` can see a worker still installing; `ready` and `controllerchange` cannot.
 */
async function offlineReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
  await expect
    .poll(
      () =>
        page.evaluate(
          async () => (await caches.has('nb-news')) && (await (await caches.open('nb-news')).keys()).length > 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** The paths a cache holds, or none when it does not exist. */
const cachedPaths = (page: Page, name: string) =>
  page.evaluate(async (cacheName) => {
    if (!(await caches.has(cacheName))) return [];
    const requests = await (await caches.open(cacheName)).keys();
    return requests.map((request) => new URL(request.url).pathname);
  }, name);

test.describe('offline reading (service worker)', () => {
  test('the web app manifest is installable', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.ok()).toBe(true);
    const manifest = await response.json();
    expect(manifest).toMatchObject({ name: 'Noticeboard', start_url: '/', display: 'standalone' });
    expect(manifest.icons.some((icon: { sizes: string }) => icon.sizes === '512x512')).toBe(true);
    const worker = await request.get('/service-worker.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });

  test("a visitor who loses the network keeps the pages they opened and today's headlines", async ({
    page,
    context,
  }) => {
    await page.goto('/latest');
    await offlineReady(page);
    // Opened again under the worker: this copy and its scripts are kept.
    await page.goto('/latest');
    const firstArticle = page.locator('a[href^="/details/"]').first();
    await expect(firstArticle).toBeVisible();

    // The worker keeps the page as its response passes through: wait until it holds it.
    await expect.poll(() => cachedPaths(page, 'nb-pages'), { timeout: 30_000 }).toContain('/latest');

    await context.setOffline(true);
    await page.goto('/latest');
    await expect(page.locator('a[href^="/details/"]').first()).toBeVisible();

    // A page never opened: the offline page, with the headlines saved at install.
    await page.goto('/trending');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    const headlines = page.getByRole('region', { name: "Today's headlines" });
    await expect(headlines.getByRole('link').first()).toHaveAttribute('href', /^\/details\/[\w-]+$/);
    await page.screenshot({ path: test.info().outputPath('offline-page.png'), fullPage: true });

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);
  });

  test('signing out empties what the worker kept of the session', async ({ page }) => {
    await signedInPage(page, account('student'));
    await page.goto('/latest');
    await offlineReady(page);
    await page.goto('/latest');
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    // The worker fills its caches as the page's requests pass through it: slower on a busy machine.
    await expect
      .poll(() => cacheNames(page), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['nb-pages', 'nb-news']));

    await page.goto('/signout');
    await expect(page).toHaveURL(/\/login/);
    // The login page may be kept again afterwards; nothing of the session's pages or news is.
    await expect.poll(() => cachedPaths(page, 'nb-news')).toEqual([]);
    expect(await cachedPaths(page, 'nb-pages')).not.toContain('/latest');
  });
});
