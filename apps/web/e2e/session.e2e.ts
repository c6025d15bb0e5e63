import { LOGOUT_CLEARED_KEYS, STORAGE_KEYS } from '@noticeboard/shared';
import { expect, test } from '@playwright/test';
import { account, profilePathOf, signedInPage } from './support';

const readKey = (key: string) => localStorage.getItem(key);

test.describe('session', () => {
  test('an expired access cookie is renewed silently and the refresh token rotates', async ({ page, context }) => {
    const session = await signedInPage(page, account('student'));
    await context.clearCookies({ name: 'accessToken' });
    expect((await context.cookies()).some((cookie) => cookie.name === 'accessToken')).toBe(false);

    const renewal = page.waitForResponse((response) => response.url().endsWith('/api/user/renew/token'));
    await page.goto(profilePathOf(session));
    expect((await renewal).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: session.user.name })).toBeVisible();

    const rotated = await page.evaluate(readKey, STORAGE_KEYS.refreshToken);
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(session.refreshToken);
    expect((await context.cookies()).some((cookie) => cookie.name === 'accessToken')).toBe(true);
  });

  test('signing out clears the session keys', async ({ page }) => {
    const session = await signedInPage(page, account('individual'));
    await page.evaluate(() => {
      localStorage.setItem('currentUserData', '{"customUrl":"someone"}');
      localStorage.setItem('recommendAssesment', '1');
      localStorage.setItem('quizSessionId', 'quiz-123');
    });
    await page.goto(profilePathOf(session));
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);

    for (const key of LOGOUT_CLEARED_KEYS) {
      expect(await page.evaluate(readKey, key), key).toBeNull();
    }
    await page.goto(profilePathOf(session));
    await expect(page).toHaveURL(/\/login$/);
  });
});
