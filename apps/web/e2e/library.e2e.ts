/**
 * The community library (issue 5 §4): a visitor opens /community-library (→ /all), picks a category and
 * Documents, finds a guide and opens its details; a Riverside teacher (the school approves automatically)
 * adds an item with a PDF and sees it with its first page; a student gets no "Add to library".
 * Screenshots on phone and desktop.
 */
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { account, type DemoAccount, settle, signedInPage, storeSession } from './support';

const DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const PAGE_LOAD = { timeout: 30_000 };
const RIVERSIDE_FACULTY: DemoAccount = {
  name: 'faculty',
  email: 'faculty@school2.demo.test',
  kind: 'faculty',
};
const GUIDE = 'Fractions revision guide (Classes 5 and 6)';

async function shot(page: Page, name: string, fullPage = true) {
  await settle(page);
  await page.screenshot({ path: path.join(DIR, `${name}.png`), fullPage });
}

/** A one-page PDF (Helvetica text) with a correct cross-reference table, so pdftoppm renders it. */
function samplePdf(line: string): Buffer {
  const content = `BT /F1 30 Tf 72 740 Td (${line}) Tj ET BT /F1 14 Tf 72 700 Td (Practice sheet for the e2e test) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Padding past the upload's sniffing window (comments are allowed after %%EOF).
  return Buffer.from(`${text}${'%'.padEnd(4_200, ' ')}\n`, 'latin1');
}

const cardOf = (page: Page, title: string) => page.getByRole('article', { name: title });

test('a visitor browses the library by category and Documents and opens a guide', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await page.goto('/login');
  await storeSession(page, null);
  await page.goto('/community-library');
  await expect(page).toHaveURL(/\/community-library\/all$/, PAGE_LOAD);
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible(PAGE_LOAD);
  const categories = page.getByRole('navigation', { name: 'Library categories' }).first();
  await expect(categories.getByRole('link', { name: /^Academics \(\d+\)$/ })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('list', { name: 'Library items' })).toBeVisible(PAGE_LOAD);
  await shot(page, 'library-all-desktop');

  await categories.getByRole('link', { name: /^Academics \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/community-library\/academics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Academics library' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Resource kind' }).getByText('Documents', { exact: true }).click();
  await expect(page).toHaveURL(/\/community-library\/academics\?resource=PDF$/);
  const guide = cardOf(page, GUIDE);
  await expect(guide).toBeVisible(PAGE_LOAD);
  await expect(guide.getByRole('link', { name: /^Download PDF/ })).toHaveAttribute(
    'href',
    /\/api\/community\/files\/.+\.pdf$/,
  );
  // Only documents are listed.
  for (const badge of await page.getByLabel(/^Resource: /).all()) {
    await expect(badge).toHaveAccessibleName('Resource: Documents');
  }
  await expect(guide.locator('img')).toBeVisible();
  await expect
    .poll(() => guide.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth), PAGE_LOAD)
    .toBeGreaterThan(100);
  await shot(page, 'library-academics-documents-desktop');

  // A search goes into the URL and can be shared.
  await page.getByRole('searchbox', { name: 'Search the library' }).fill('fractions');
  await expect(page).toHaveURL(/q=fractions/);
  await expect(page.getByRole('article')).toHaveCount(1);

  await guide.getByRole('link', { name: GUIDE }).click();
  await expect(page).toHaveURL(/\/community\/details\/gps-library-fractions-revision-guide$/);
  await expect(page.getByText(GUIDE).first()).toBeVisible(PAGE_LOAD);
  await shot(page, 'library-item-details-desktop');

  // The same library on a phone: categories as chips.
  await page.setViewportSize(PHONE);
  await page.goto('/community-library/academics?resource=PDF');
  await expect(cardOf(page, GUIDE)).toBeVisible(PAGE_LOAD);
  const chips = page.getByRole('navigation', { name: 'Library categories' });
  await expect(chips.getByText(/^Academics \(\d+\)$/)).toBeVisible();
  await shot(page, 'library-academics-documents-phone');
  await page.goto('/community-library/all');
  await expect(page.getByRole('list', { name: 'Library items' })).toBeVisible(PAGE_LOAD);
  await shot(page, 'library-all-phone', false);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'nothing wider than the phone').toBeLessThanOrEqual(0);
});

test('a teacher adds a PDF to the library and sees it; a student cannot add', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const title = `Times tables practice ${Date.now().toString(36)}`;
  await page.setViewportSize(DESKTOP);
  await signedInPage(page, RIVERSIDE_FACULTY);
  await page.goto('/community-library/academics');
  await page.getByRole('button', { name: 'Add to library' }).click();
  const composer = page.getByRole('form', { name: 'Add to the library' });
  await expect(composer).toBeVisible(PAGE_LOAD);
  await composer.getByRole('textbox', { name: 'Title' }).fill(title);
  const editor = composer.getByRole('textbox', { name: 'What would you like to share?' });
  await editor.click();
  await page.keyboard.type('A one-page sheet to practise the 6, 7 and 8 times tables.');
  await expect(composer.getByRole('combobox', { name: 'Category' })).toHaveValue('Academics');
  await composer.getByRole('textbox', { name: 'Topic' }).fill('Mathematics');
  await composer
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'times-tables.pdf', mimeType: 'application/pdf', buffer: samplePdf('Times tables') });
  await expect(composer.getByRole('progressbar', { name: 'Upload of times-tables.pdf' })).toHaveAttribute(
    'aria-valuenow',
    '100',
    PAGE_LOAD,
  );
  await shot(page, 'library-composer-desktop', false);
  // The main button is the decision: no second "Publish this post?" (issue 17 §5).
  await composer.getByRole('button', { name: 'Publish' }).click();

  const card = cardOf(page, title);
  await expect(card).toBeVisible(PAGE_LOAD);
  await expect(card.getByLabel('Resource: Documents')).toBeVisible();
  await expect(card.getByRole('link', { name: /^Download PDF/ })).toBeVisible();
  await expect(card.locator('img')).toBeVisible();
  await shot(page, 'library-added-desktop');

  const student = await browser.newPage({ viewport: PHONE });
  await signedInPage(student, account('student'));
  await student.goto('/community-library/all');
  await expect(student.getByRole('list', { name: 'Library items' })).toBeVisible(PAGE_LOAD);
  await expect(student.getByRole('button', { name: 'Add to library' })).toHaveCount(0);
  await shot(student, 'library-student-phone', false);
  await student.close();
});
