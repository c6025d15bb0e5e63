/** Issue 20 §3: a parent withdraws photo consent from an emailed link, and the child's photos leave public pages. */
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { account, openMail, signInViaApi } from './support';

const DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');
/** Reyansh's public junior report with a picture (demo data): seen by every visitor while photos are allowed. */
const POST = '/community/details/gps-junior-reporter-canteen';
const pictures = (page: Page) => page.locator('img[src*="/api/community/files/"]');

test('a parent withdraws photo consent and the child’s photos leave public pages at once', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  // Signed in through the test's own request context (its cookies stay there, not in the visitor's page).
  const { user: child } = await signInViaApi(request, account('student'));
  const parentEmail = `parent.${child.customUrl}@family.demo.test`;

  const visitor = await browser.newPage();
  await visitor.goto(POST);
  await expect(pictures(visitor).first()).toBeVisible();
  const fileUrl = (await pictures(visitor).first().getAttribute('src')) ?? '';
  expect((await visitor.request.get(fileUrl)).status()).toBe(200);

  // The parent has no account: they ask for a link with the address the school wrote to.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/parent-consent/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Your child’s consent' })).toBeVisible();
  await page.getByLabel('Your email address').fill(parentEmail);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByText(/a link to change your choices is on its way/)).toBeVisible();

  const mail = await openMail(page, parentEmail);
  const link =
    (await mail
      .getByRole('link', { name: /manage=/ })
      .first()
      .getAttribute('href')) ?? '';
  expect(link).toContain('manage=');
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: `Your choices for ${child.name.split(' ')[0]}` }),
  ).toBeVisible();
  const photos = page.getByRole('switch', { name: /Photos in public posts/ });
  await expect(photos).toBeChecked();
  await photos.click();
  await expect(photos).not.toBeChecked();
  await expect(page.getByText(/Last changed by a parent/).first()).toBeVisible();
  await page.screenshot({ path: path.join(DIR, 'parent-choices-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: path.join(DIR, 'parent-choices-desktop.png'), fullPage: true });

  // Outside the school the picture is gone from the post and its file answers 404 (visitors' pages are shared for 5 s).
  await expect(async () => {
    await visitor.goto(POST);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(pictures(visitor)).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  expect((await visitor.request.get(fileUrl)).status()).toBe(404);
  await visitor.screenshot({ path: path.join(DIR, 'post-without-child-photo.png'), fullPage: true });

  // Allowed again, it comes back (and the demo stays as other journeys expect it).
  await photos.click();
  await expect(photos).toBeChecked();
  await expect.poll(async () => (await visitor.request.get(fileUrl)).status(), { timeout: 15_000 }).toBe(200);
  await visitor.close();
});
