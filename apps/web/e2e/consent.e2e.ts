/** Parent consent from the emailed link, the school's consent list, and the tax details form. */
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { account, settle, signedInPage, storeSession } from './support';

const DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: path.join(DIR, `${name}.png`), fullPage });

/** The n-th consent mail in the dev outbox: the parent's name as addressed, and the link's card. */
async function consentMail(page: Page, n: number) {
  await page.goto('/dev/outbox');
  // Requests only: a parent who asked for a link to change their choices gets another kind of mail (consent-choices).
  const card = page
    .getByRole('article')
    .filter({ hasText: '@family.demo.test' })
    .filter({ hasText: 'asks for your consent' })
    .nth(n);
  await expect(card).toBeVisible();
  const text = (await card.textContent()) ?? '';
  const parentName = text.match(/Dear ([^,]+),/)?.[1] ?? '';
  const firstName = text.match(/consent for (\S+) on Noticeboard/)?.[1] ?? '';
  expect(parentName).not.toBe('');
  return { card, parentName, firstName };
}

test('a parent grants consent from the emailed link and the school sees it', async ({ page }) => {
  test.setTimeout(150_000);
  for (const [index, viewport] of VIEWPORTS.entries()) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signedInPage(page, account('institute'));
    await page.goto('/parent-consent');
    await expect(page.getByRole('heading', { level: 1, name: 'Parent consent' })).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Consent status' }).getByText('Pending').click();
    await settle(page);
    await expect(page.getByRole('table')).toBeVisible();
    await shot(page, `consent-list-${viewport.name}`);
    if (index === 0) {
      await page.getByRole('button', { name: 'Send pending links' }).click();
      // A class imported by a parallel test may already have sent every pending link.
      await expect(
        page.getByText(/consent links sent/).or(page.getByText('Every pending request already has a working link.')),
      ).toBeVisible();
    }

    const { card, parentName, firstName } = await consentMail(page, index);
    await storeSession(page, null);
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Parent consent' })).toBeVisible();
    await expect(page.getByText(`Greenfield Public School asks for your consent for ${firstName}`)).toBeVisible();
    await shot(page, `consent-verify-${viewport.name}`);

    await page.getByRole('button', { name: 'I give consent' }).click();
    await expect(
      page
        .getByText('Please type the name this request was sent to')
        .or(page.getByText('Name must be at least 2 characters')),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Your name' }).fill(parentName);
    await page.getByRole('button', { name: 'I give consent' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    await expect(page.getByText('You have given consent.')).toBeVisible();
    await shot(page, `consent-thanks-${viewport.name}`);

    // The link is dead once used.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Link expired' })).toBeVisible();
    if (index === 0) await shot(page, `consent-expired-${viewport.name}`);

    await signedInPage(page, account('institute'));
    await page.goto('/parent-consent');
    await page.getByRole('textbox', { name: 'Search students or parents' }).fill(parentName);
    const row = page.getByRole('row').filter({ hasText: parentName }).filter({ hasText: firstName });
    await expect(row.getByText('Granted')).toBeVisible();
  }
});

test('the school asks a parent of a student who has no request yet', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signedInPage(page, account('institute'));
  const members = await page.request.get('/api/institute/members?role=CANDIDATE&size=100');
  const all: Array<{ name: string; studentClass: string }> = (await members.json()).body.content;
  // Students of "Class 12 Onwards" are 18 in the demo data, so none has a request yet.
  const adult = all.find((student) => student.studentClass === 'TWELVEONWARDS');
  expect(adult).toBeTruthy();
  const name = adult?.name ?? '';
  await page.goto('/parent-consent');
  await page.getByRole('button', { name: 'Ask a parent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask a parent for consent' });
  await dialog.getByRole('combobox', { name: 'Student' }).fill(name);
  await page
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
  await dialog.getByRole('textbox', { name: "Parent's name" }).fill('Zara Demo');
  await dialog.getByRole('textbox', { name: "Parent's email" }).fill('zara.parent@family.demo.test');
  await shot(page, 'consent-ask-desktop', false);
  await dialog.getByRole('button', { name: 'Send consent link' }).click();
  await expect(page.getByText('A consent link was sent to Zara Demo.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search students or parents' }).fill('Zara Demo');
  await expect(page.getByRole('row').filter({ hasText: 'Zara Demo' }).getByText('Pending')).toBeVisible();
});

test('a tampered consent link shows the link-expired message', async ({ page }) => {
  await page.goto('/login');
  await storeSession(page, null);
  await page.goto(`/parent-consent/verify?token=${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Link expired' })).toBeVisible();
  await expect(page.getByText('This link has expired or was already used')).toBeVisible();
});

for (const viewport of VIEWPORTS) {
  test(`the school keeps its tax details at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signedInPage(page, account('institute'));
    await page.goto('/tax');
    const gstin = page.getByRole('textbox', { name: 'GSTIN' });
    await expect(gstin).toHaveValue('29AAACG1234A1ZA');
    await expect(page.getByText('GST state: Karnataka')).toBeVisible();
    await shot(page, `tax-${viewport.name}`);

    await gstin.fill('29AAACG1234A1ZB');
    await page.getByRole('button', { name: 'Save tax details' }).click();
    await expect(page.getByText('Invalid GSTIN check character')).toBeVisible();
    await gstin.fill('27AAACR5678B1ZD');
    await expect(page.getByText('GST state: Maharashtra')).toBeVisible();
    await page.getByRole('button', { name: 'Save tax details' }).click();
    await expect(
      page.getByText(/registered in Maharashtra, but the school's address is in Karnataka/).first(),
    ).toBeVisible();
    await shot(page, `tax-errors-${viewport.name}`);

    await gstin.fill('29AAACG1234A1ZA');
    await page.getByRole('button', { name: 'Save tax details' }).click();
    await expect(page.getByText('Tax details saved.')).toBeVisible();
  });
}
