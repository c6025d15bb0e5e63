/** Whole journeys through the real API: sign-up with the emailed code, password links, school members. */

import { SUBSCRIPTION_MESSAGES } from '@noticeboard/shared';
import { expect, test } from '@playwright/test';
import {
  account,
  expectHome,
  NEW_PASSWORD,
  openMail,
  signedInPage,
  signInWithForm,
  signUpIndividual,
  signUpSchool,
} from './support';

const unique = (label: string) => `e2e-${label}-${Date.now()}@example.test`;

test('an individual signs up, verifies the emailed code, signs in and changes the password', async ({ page }) => {
  await signUpIndividual(page, 'Nila Varma', unique('individual'));

  await page.goto('/change-password');
  await page.getByLabel('Current password').fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Another@Pass2026');
  await page.getByLabel('Confirm new password').fill('Another@Pass2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed.')).toBeVisible();
});

test('a forgotten password is reset from the emailed link', async ({ page }) => {
  const email = 'vikram@demo.test';
  await page.goto('/reset-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for vikram@demo.test')).toBeVisible();

  const mail = await openMail(page, email);
  await mail.getByRole('link', { name: /reset-password\?token=/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login\?email=vikram/);
  await signInWithForm(page, email, NEW_PASSWORD);
  await expectHome(page);

  // The link works once.
  await page.goto('/dev/outbox');
  await page
    .getByRole('article')
    .filter({ hasText: `To ${email}` })
    .first()
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/link-expired$/);
});

test('a school adds a student, who sets a password from the emailed link', async ({ page, browser }) => {
  const email = unique('student');
  await signedInPage(page, account('institute'));
  await page.goto('/candidate');
  await page.getByRole('button', { name: 'Add student' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a student' });
  await dialog.getByLabel('Full name').fill('Kabir Sen');
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByRole('combobox', { name: 'Class' }).click();
  await page.getByRole('option', { name: 'Class 9', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Section' }).click();
  await page.getByRole('option', { name: 'A', exact: true }).click();
  await dialog.getByRole('button', { name: 'Add student' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Class 9');

  const invited = await browser.newPage();
  const mail = await openMail(invited, email);
  await mail.getByRole('link').first().click();
  // The invitation opens /community-member/verify first: the address is confirmed, then the password is set.
  await invited.getByRole('button', { name: 'Confirm and set my password' }).click();
  await expect(invited.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await invited.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await invited.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await invited.getByRole('button', { name: 'Set password' }).click();
  await signInWithForm(invited, email, NEW_PASSWORD);
  // A student the school added has not accepted the privacy policy and safety advisory yet: that comes first.
  await expect(
    invited.getByRole('heading', { level: 1, name: 'Before you start: our privacy policy and safety advisory' }),
  ).toBeVisible();
  await invited.getByRole('button', { name: 'I accept' }).click();
  await expectHome(invited, 'Kabir');
  await invited.close();

  await page.reload();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(email);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Active');
  await page.getByRole('button', { name: 'Remove Kabir Sen' }).click();
  await page.getByRole('dialog', { name: 'Remove student' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No students match these filters.')).toBeVisible();
});

test('a school signs up with a cascading address and confirms its email from the link', async ({ page }) => {
  await signUpSchool(page, 'Hillview Academy', `e2e-school-${Date.now()}`, unique('school'));
  await expect(page.getByText('Mysuru')).toBeVisible();
});

test('a new reader starts the free trial from the offer and publishes a first post', async ({ page }) => {
  await signUpIndividual(page, 'Tara Menon', unique('trial'));
  const offer = page.getByRole('alert').filter({ hasText: 'Start your free trial' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Start free trial' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start your free trial?' });
  await expect(confirm).toContainText(SUBSCRIPTION_MESSAGES.trialConfirm);
  await confirm.getByRole('button', { name: 'Start trial' }).click();
  await expect(page.getByText(SUBSCRIPTION_MESSAGES.trialStarted)).toBeVisible();
  await expect(offer).toBeHidden();

  const words = `Winter reading list ${Date.now().toString(36)}`;
  await page.goto('/community');
  await page.getByRole('button', { name: 'Create post' }).click();
  const composer = page.getByRole('form', { name: 'Create a post' });
  await composer.getByRole('textbox', { name: 'What would you like to share?' }).click();
  await page.keyboard.type(`${words}: three books for the holidays.`);
  await composer.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Academics' }).click();
  // A reader's post is published at once: the button says so, and no second confirmation is asked (issue 17 §5).
  await composer.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Your post is published.')).toBeVisible();
  // A post without pictures is listed under Text; the shared feed pages are cached for a few seconds.
  await page.getByRole('radiogroup', { name: 'Post type' }).getByText('Text').click();
  await expect(page.getByText(words).first()).toBeVisible({ timeout: 20_000 });
});
