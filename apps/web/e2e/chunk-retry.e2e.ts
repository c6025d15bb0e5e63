import { MESSAGES } from '@noticeboard/shared';
import { expect, test } from '@playwright/test';

const LOGIN_CHUNK = /\/assets\/login-page-[\w-]+\.js$/;

test.describe('lazy chunk retry', () => {
  test('a chunk that fails twice still renders on the third try', async ({ page }) => {
    let requests = 0;
    await page.route(LOGIN_CHUNK, async (route) => {
      requests += 1;
      if (requests <= 2) await route.abort('connectionreset');
      else await route.continue();
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 15_000 });
    expect(requests).toBe(3);
  });

  test('a chunk that keeps failing shows the chunk-failure message and a Reload button', async ({ page }) => {
    let requests = 0;
    await page.route(LOGIN_CHUNK, async (route) => {
      requests += 1;
      await route.abort('connectionreset');
    });
    await page.goto('/login');
    await expect(page.getByText(MESSAGES.chunkFailed('login-page'))).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(requests).toBe(5);
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
