import path from 'node:path';
import { expect, test } from '@playwright/test';
import { account, profilePathOf, settle, signedInPage, storeSession } from './support';

const DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`screenshots at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('sign-in and sign-up pages', async ({ page }) => {
      await page.goto('/login');
      await storeSession(page, null);
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await page.screenshot({ path: path.join(DIR, `login-${viewport.name}.png`), fullPage: true });

      await page.goto('/signup');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Country' })).toHaveAttribute('placeholder', 'Choose a country');
      await page.screenshot({ path: path.join(DIR, `signup-${viewport.name}.png`), fullPage: true });
    });

    test('own profile page', async ({ page }) => {
      const session = await signedInPage(page, account('student'));
      await page.goto(profilePathOf(session));
      await expect(page.getByRole('heading', { level: 1, name: session.user.name })).toBeVisible();
      await settle(page);
      await page.screenshot({ path: path.join(DIR, `profile-${viewport.name}.png`), fullPage: true });
    });

    test('school team page and navigation', async ({ page }) => {
      await signedInPage(page, account('institute'));
      await page.goto('/team');
      await expect(page.getByRole('list', { name: 'Faculty' })).toBeVisible();
      await page.screenshot({ path: path.join(DIR, `team-${viewport.name}.png`), fullPage: true });
      if (viewport.name === 'phone') {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await expect(page.getByRole('link', { name: 'Newsletters' })).toBeVisible();
        // Let the drawer finish sliding in.
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(DIR, `navigation-${viewport.name}.png`) });
      }
    });

    test('dark colour scheme', async ({ page }) => {
      await page.goto('/login');
      await storeSession(page, null);
      await page.goto('/login');
      await page.getByRole('button', { name: 'Switch to dark mode' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await page.screenshot({ path: path.join(DIR, `login-dark-${viewport.name}.png`), fullPage: true });
    });
  });
}
