/**
 * Account deletion with its countdown (issue 20 §2), as a person meets it: asking from "Privacy and account", the
 * spec's "Account Scheduled for Deletion" in front of every page, refusals from the API, cancelling; and a countdown
 * left to run out, which signs the person out for good. The server's countdown is short in this run
 * (ACCOUNT_DELETION_DELAY_SECONDS, 75 s in playwright.config.ts; the product's default is 72 hours).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  account,
  DEMO_PASSWORD,
  expectHome,
  NEW_PASSWORD,
  shootBothWidths,
  signedInPage,
  signInWithForm,
  signUpIndividual,
} from './support';

// As playwright.config.ts gives the server.
const delaySeconds = Number(process.env.ACCOUNT_DELETION_DELAY_SECONDS ?? 75);
const shots = process.env.NB_E2E_SHOTS ?? path.resolve(import.meta.dirname, '../../../test-results/deletion-shots');
mkdirSync(shots, { recursive: true });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const shoot = (page: Page, name: string) => shootBothWidths(page, shots, name);

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Account Scheduled for Deletion' });

/** Seconds left, read from the countdown's spoken text ("0 hours, 0 minutes and 41 seconds left"). */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await dialogOf(page).getByRole('timer').textContent()) ?? '';
  const match = text.match(/(\d+) hours?, (\d+) minutes? and (\d+) seconds? left/);
  expect(match, text).not.toBeNull();
  const [, hours, minutes, seconds] = match ?? [];
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

async function askForDeletion(page: Page, password: string, reason = 'Switching platform') {
  await page.getByRole('radio', { name: reason }).check();
  await page.getByRole('textbox', { name: 'Your password' }).fill(password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
}

test('an individual asks for deletion, is refused everywhere behind the countdown, and cancels', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signedInPage(page, account('individual'));
  await page.goto('/home');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Privacy and account' }).click();
  await expect(page).toHaveURL(/\/account\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy and account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Delete account' })).toBeVisible();
  await shoot(page, 'privacy-page');

  // A reason is needed, and the password must be right: nothing is scheduled otherwise.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Choose a reason')).toBeVisible();
  await askForDeletion(page, 'Wrong@12345');
  await expect(page.getByText('The password is not right')).toBeVisible();
  expect((await page.request.get('/api/home')).status()).toBe(200);

  await askForDeletion(page, DEMO_PASSWORD);
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('permanently deleted when the countdown ends')).toBeVisible();
  const first = await secondsLeft(page);
  expect(first).toBeGreaterThan(delaySeconds - 15);
  expect(first).toBeLessThanOrEqual(delaySeconds);
  await expect.poll(() => secondsLeft(page), { timeout: 5_000 }).toBeLessThan(first);
  await shoot(page, 'countdown-dialog');

  // Every page is behind the dialog, and the API refuses the person everywhere but the countdown's own calls.
  await page.goto('/community');
  await expect(dialogOf(page)).toBeVisible();
  const refused = await page.request.get('/api/home');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('ACCOUNT_SCHEDULED_FOR_DELETION');

  // Signing in stays possible: the dialog is there again.
  await dialogOf(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signInWithForm(page, account('individual').email, DEMO_PASSWORD);
  await expect(dialogOf(page)).toBeVisible();

  await dialogOf(page).getByRole('button', { name: 'Cancel deletion' }).click();
  await expect(dialogOf(page)).toHaveCount(0);
  await expect(page.getByText('The deletion is cancelled. Your account stays.')).toBeVisible();
  expect((await page.request.get('/api/home')).status()).toBe(200);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)/ })).toBeVisible();
});

test('a countdown left to run out signs the person out, and they cannot sign in again', async ({ page }) => {
  test.setTimeout(120_000 + delaySeconds * 1000);
  await page.setViewportSize(PHONE);
  const email = `tara-${Date.now()}@mail.test`;
  await signUpIndividual(page, 'Tara Menon', email);
  await page.goto('/account/privacy');
  await askForDeletion(page, NEW_PASSWORD, 'No longer needed');
  await expect(dialogOf(page)).toBeVisible();

  // At zero the web goes to /signout, which ends the session and shows the sign-in page.
  await expect(page).toHaveURL(/\/login/, { timeout: (delaySeconds + 20) * 1000 });
  expect((await page.request.get('/api/user/me')).status()).toBe(401);

  await signInWithForm(page, email, NEW_PASSWORD);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await shoot(page, 'after-countdown-sign-in');
});

test('the school schedules a student’s deletion on the parent’s request and cancels it', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signedInPage(page, account('institute'));
  await page.goto('/candidate');
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit student' });
  await expect(edit).toBeVisible();
  await edit.getByRole('button', { name: 'Delete account…' }).click();
  await edit.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Privacy or safety concerns' }).click();
  await edit.getByRole('textbox', { name: 'Your password' }).fill(DEMO_PASSWORD);
  await edit.getByRole('button', { name: 'Schedule deletion' }).click();
  await expect(edit.getByText(/account is scheduled for deletion on/)).toBeVisible();
  await shoot(page, 'student-deletion');
  await edit.getByRole('button', { name: 'Cancel deletion' }).click();
  await expect(edit.getByRole('button', { name: 'Delete account…' })).toBeVisible();
  // The school account itself is never refused while it deletes a student's account.
  await page.goto('/home');
  await expectHome(page);
});
