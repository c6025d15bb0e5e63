/**
 * "Download my data" (issue 20 §3), as people meet it: a new reader asks for a copy on "Privacy and account", sees it
 * prepared, gets the emailed link and downloads the ZIP; a school sends a parent a copy of their child's data from the
 * student's dialog, and the mail goes to the parent on the consent record, never to the school. Screenshots at phone
 * and desktop widths.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { account, openMail, shootBothWidths, signedInPage, signUpIndividual } from './support';

const shots = process.env.NB_E2E_SHOTS ?? path.resolve(import.meta.dirname, '../../../test-results/data-export-shots');
mkdirSync(shots, { recursive: true });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const shoot = (page: Page, name: string) => shootBothWidths(page, shots, name);

test('a new reader downloads their data through the emailed link', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  const email = `export.reader.${Date.now()}@mail.test`;
  await signUpIndividual(page, 'Kavya Export', email);

  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Privacy and account' }).click();
  await expect(page).toHaveURL(/\/account\/privacy$/);
  const panel = page.getByRole('region', { name: 'Download my data' });
  await expect(panel.getByText(/one ZIP file/)).toBeVisible();
  await shoot(page, 'panel-new');

  await panel.getByRole('button', { name: 'Download my data' }).click();
  // Prepared in the background: the panel says so, then that the link went out (it checks every few seconds).
  await expect(panel.getByText('Your data is ready')).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByText(/ex•••@mail\.test/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Ask for a new copy' })).toBeDisabled();
  await expect(panel.getByText(/You can ask for a new copy after/)).toBeVisible();
  await shoot(page, 'panel-ready');

  const mail = await openMail(page, email);
  await expect(mail).toContainText('A copy of your data on Noticeboard is ready');
  const link = (await mail.textContent())?.match(/https?:\/\/\S+\/download\?token=[\w-]+/)?.[0] ?? '';
  expect(link).not.toBe('');
  const response = await page.request.get(link);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/zip');
  expect(response.headers()['content-disposition']).toMatch(/attachment; filename="noticeboard-data-/);
  const zip = await response.body();
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  expect(zip.includes(Buffer.from('data/users.json'))).toBe(true);

  // A wrong token is refused.
  const wrong = await page.request.get(link.replace(/token=[\w-]+/, `token=${'x'.repeat(43)}`));
  expect(wrong.status()).toBe(410);
});

test("a school sends a parent a copy of their child's data", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signedInPage(page, account('institute'));
  await page.goto('/candidate');
  await expect(page.getByRole('table')).toBeVisible();
  const edit = page.getByRole('button', { name: /^Edit / }).first();
  const studentName = ((await edit.getAttribute('aria-label')) ?? '').replace(/^Edit /, '');
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Edit student' });
  const section = dialog.getByRole('region', { name: "Student's data" });
  await expect(section.getByText(`When a parent asks for a copy of ${studentName}'s data`)).toBeVisible();
  await section.getByRole('button', { name: 'Send the parent a copy' }).click();
  await expect(
    section.getByText(/Sent to pa•••@family\.demo\.test|Preparing… the link will go to pa•••@family\.demo\.test/),
  ).toBeVisible();
  await expect(section.getByText(/Sent to pa•••@family\.demo\.test/)).toBeVisible({ timeout: 60_000 });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: path.join(shots, 'school-sent-phone.png'), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: path.join(shots, 'school-sent-desktop.png'), fullPage: true });

  await page.goto('/dev/outbox');
  const card = page
    .getByRole('article')
    .filter({ hasText: `A copy of ${studentName.split(' ')[0]}'s data on Noticeboard is ready` })
    .first();
  await expect(card).toBeVisible();
  await expect(card).toContainText('@family.demo.test');
  await expect(card).not.toContainText('To institute@demo.test');
});
