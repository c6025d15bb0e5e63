import { expect, test } from '@playwright/test';
import { account, profilePathOf, signedInPage } from './support';

test('pages run under the strict Content-Security-Policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  const response = await page.goto('/community');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();

  const session = await signedInPage(page, account('institute'));
  await page.goto(profilePathOf(session));
  await expect(page.getByRole('heading', { level: 1, name: session.user.name })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  expect(violations).toEqual([]);
});

test('a reader in dark mode gets a dark page before any app script runs', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  // No app script at all: only the boot script inlined in the server-drawn page can set the scheme.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/community');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  expect(violations).toEqual([]);
});
