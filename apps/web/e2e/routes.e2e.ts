/**
 * Every route of the shared table, the redirects and an unknown path, for a visitor and each role:
 * the browser must end where `resolveLanding` says the guards send that person.
 */
import { REDIRECTS, ROUTES, resolveLanding, type SessionIdentity } from '@noticeboard/shared';
import { expect, type Page, test } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  DEMO_INSTITUTE_URL,
  type DemoAccount,
  pathnameOf,
  settle,
  signedInPage,
  storeSession,
} from './support';

const SAMPLE = 'demo-slug';

/** A concrete path for a pattern: institute-scoped parameters get the demo school, others a sample slug. */
function samplePath(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) =>
    name === 'instituteCustomUrl' ? DEMO_INSTITUTE_URL : SAMPLE,
  );
}

// Signing out ends the session, so it is visited last and checked on its own below.
const SIGNOUT = '/signout';
const PATHS = [
  ...new Set([...ROUTES.map((route) => samplePath(route.path)), ...Object.keys(REDIRECTS), '/no/such/page/here']),
].filter((path) => path !== SIGNOUT);

/**
 * Visits `path` as a link inside the app would (the router reacts to popstate), so the sweep does not reload
 * the whole app ~130 times per role; a fresh load of each kind of page is covered by the other e2e files.
 */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function landing(page: Page, path: string, expected: string): Promise<string> {
  await visit(page, path);
  try {
    await expect.poll(() => pathnameOf(page), { timeout: 8000 }).toBe(expected);
    await settle(page);
  } catch {
    // Reported by the caller with the path it ended on.
  }
  return pathnameOf(page);
}

async function checkAll(page: Page, user: SessionIdentity | null): Promise<void> {
  const mismatches: string[] = [];
  for (const path of PATHS) {
    const expected = resolveLanding(path, user);
    const actual = await landing(page, path, expected);
    if (actual !== expected) mismatches.push(`${path}: expected ${expected}, got ${actual}`);
  }
  expect(mismatches, `${PATHS.length} paths checked`).toEqual([]);
}

test.describe('route table', () => {
  test.describe.configure({ mode: 'parallel', timeout: 240_000 });

  test('anonymous visitor', async ({ page }) => {
    await page.goto('/login');
    await storeSession(page, null);
    await checkAll(page, null);
    await page.goto(SIGNOUT);
    await expect(page).toHaveURL(/\/login$/);
  });

  for (const demo of DEMO_ACCOUNTS satisfies readonly DemoAccount[]) {
    test(`${demo.name}`, async ({ page }) => {
      const session = await signedInPage(page, demo);
      await checkAll(page, session.user);
      // /signout is open to all, and what it does is end the session and show the sign-in page.
      await page.goto(SIGNOUT);
      await expect(page).toHaveURL(/\/login$/);
    });
  }
});
