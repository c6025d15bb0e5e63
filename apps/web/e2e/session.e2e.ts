import { LOGOUT_CLEARED_KEYS, STORAGE_KEYS } from '@noticeboard/shared';
import { expect, test } from '@playwright/test';
import { account, profilePathOf, signedInPage, signInViaApi } from './support';

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

test('cookie consent is asked once and recorded on the account', async ({ page }) => {
  await page.goto('/login');
  const session = await signInViaApi(page.request, account('admin'));
  await page.evaluate(
    ({ keys, value }) => {
      localStorage.setItem(keys.userData, JSON.stringify({ ...value.user, cookiesAccepted: false }));
      localStorage.setItem(keys.refreshToken, value.refreshToken);
    },
    { keys: STORAGE_KEYS, value: session },
  );
  await page.goto(profilePathOf(session));
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();

  const recorded = page.waitForResponse((response) => response.url().endsWith('/api/user/acceptCookies'));
  await banner.getByRole('button', { name: 'Accept' }).click();
  expect((await recorded).status()).toBe(200);
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: session.user.name })).toBeVisible();
  await expect(banner).toBeHidden();

  const me = await page.request.get('/api/user/me');
  expect((await me.json()).body.cookiesAccepted).toBe(true);
});
