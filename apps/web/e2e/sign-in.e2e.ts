import { STORAGE_KEYS, userDetailsSchema } from '@noticeboard/shared';
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expectHome, pathnameOf } from './support';

test.describe('sign-in form', () => {
  for (const demo of DEMO_ACCOUNTS) {
    test(`${demo.name} signs in without choosing a role and lands on their home`, async ({ page }) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill(demo.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();

      await expect(page).not.toHaveURL(/\/login/);
      const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.userData);
      const user = userDetailsSchema.parse(JSON.parse(stored ?? 'null'));
      expect(user.email).toBe(demo.email);
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.refreshToken)).toBeTruthy();
      expect(await pathnameOf(page)).toBe('/home');
      await expectHome(page, user.type === 'INSTITUTE' ? user.name : user.name.split(' ')[0]);
      await expect(page.getByRole('region', { name: 'To do' })).toBeVisible();
    });
  }

  test('shows the server message for a wrong password', async ({ page }) => {
    await page.goto('/login?type=CANDIDATE&email=student%40demo.test');
    await expect(page.getByLabel('Email')).toHaveValue('student@demo.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong@12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    expect(await pathnameOf(page)).toBe('/login');
  });

  test('returns to the remembered page after signing in', async ({ page }) => {
    await page.goto('/leaderboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill('student@demo.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/leaderboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  });
});
