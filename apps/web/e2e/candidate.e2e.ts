import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { account, settle, signedInPage } from './support';

const DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;
const HEADER = 'name,email,class,section,rollNumber,dateOfBirth,parentName,parentEmail';

async function chooseFile(page: Page, name: string, text: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Upload students' });
  await dialog.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
}

for (const viewport of VIEWPORTS) {
  test.describe(`students at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the school uploads a class from CSV and sees the students', async ({ page }) => {
      const tag = `${viewport.name}${Date.now().toString(36)}`;
      await signedInPage(page, account('institute'));
      await page.goto('/candidate');
      await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
      await settle(page);
      await expect(page.getByRole('table')).toBeVisible();
      await page.screenshot({ path: path.join(DIR, `candidate-list-${viewport.name}.png`), fullPage: true });

      await page.getByRole('button', { name: 'Upload students' }).click();
      const csv = [
        HEADER,
        `Nisha Kapoor,nisha.${tag}@class.test,Class 7,B,7B-${tag}-1,2014-03-02,Anil Kapoor,anil.${tag}@home.test`,
        `Omar Farooq,omar.${tag}@class.test,7,B,7B-${tag}-2,,,`,
        `Lena Dsouza,lena.${tag}@class.test,SEVEN,B,7B-${tag}-3,2013-11-20,,`,
      ].join('\n');
      await chooseFile(page, 'class-7b.csv', csv);
      const dialog = page.getByRole('dialog', { name: 'Upload students' });
      await expect(dialog.getByRole('status')).toContainText('3 students imported');
      await expect(dialog.getByRole('status')).toContainText('Class 7 · B: 3');
      await page.screenshot({ path: path.join(DIR, `candidate-upload-${viewport.name}.png`), fullPage: true });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.getByRole('textbox', { name: 'Search' }).fill(tag);
      await expect(page.getByRole('row').filter({ hasText: `nisha.${tag}@class.test` })).toContainText('Class 7 · B');
      await expect(page.getByText('3 in total')).toBeVisible();
    });

    test('a bad file shows the per-row error report and imports nothing', async ({ page }) => {
      const tag = `bad${viewport.name}${Date.now().toString(36)}`;
      await signedInPage(page, account('institute'));
      await page.goto('/candidate');
      await page.getByRole('button', { name: 'Upload students' }).click();
      const csv = [
        HEADER,
        `Good Row,good.${tag}@class.test,8,A,,,,`,
        `Bad Email,not-an-email,8,A,,,,`,
        `Bad Class,badclass.${tag}@class.test,Class 15,A,,,,`,
        `Copy Row,good.${tag}@class.test,8,A,,,,`,
      ].join('\n');
      await chooseFile(page, 'bad.csv', csv);
      const dialog = page.getByRole('dialog', { name: 'Upload students' });
      const report = dialog.getByRole('table', { name: 'Problems in the file' });
      await expect(dialog.getByRole('alert')).toContainText('Nothing was imported');
      await expect(report.getByRole('row')).toHaveCount(4);
      await expect(report.getByRole('row').nth(1)).toContainText('3');
      await expect(report.getByRole('row').nth(1)).toContainText('Email');
      await expect(report.getByRole('row').nth(2)).toContainText('Class');
      await expect(report).toContainText('Same email as row 2');
      await page.screenshot({ path: path.join(DIR, `candidate-errors-${viewport.name}.png`), fullPage: true });
      await page.keyboard.press('Escape');

      await page.getByRole('textbox', { name: 'Search' }).fill(tag);
      await expect(page.getByText('No students match these filters.')).toBeVisible();
    });
  });
}

test.describe('managing students at 1366x900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the school edits, moves, removes and restores students', async ({ page }) => {
    const tag = `mgmt${Date.now().toString(36)}`;
    await signedInPage(page, account('institute'));
    const csv = [
      HEADER,
      `Ravi Menon,ravi.${tag}@class.test,5,A,,,,`,
      `Sana Sheikh,sana.${tag}@class.test,5,A,,,,`,
    ].join('\n');
    const uploaded = await page.request.post('/api/candidates/import', {
      multipart: { file: { name: 'two.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
    });
    expect(uploaded.status()).toBe(201);
    await page.goto('/candidate');
    await page.getByRole('textbox', { name: 'Search' }).fill(tag);
    await expect(page.getByText('2 in total')).toBeVisible();

    await page.getByRole('button', { name: 'Edit Ravi Menon' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit student' });
    await edit.getByLabel('Roll number').fill('5A-77');
    await edit.getByRole('combobox', { name: 'Section' }).click();
    await page.getByRole('option', { name: 'C', exact: true }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    const ravi = page.getByRole('row').filter({ hasText: `ravi.${tag}@class.test` });
    await expect(ravi).toContainText('Roll 5A-77');
    await expect(ravi).toContainText('Class 5 · C');

    await page.getByRole('checkbox', { name: 'Select all students on this page' }).check();
    await page.getByRole('button', { name: 'Move selected (2)' }).click();
    const move = page.getByRole('dialog', { name: 'Move selected students' });
    await move.getByRole('combobox', { name: 'To class' }).click();
    await page.getByRole('option', { name: 'Class 6', exact: true }).click();
    await move.getByRole('button', { name: 'Move' }).click();
    await expect(move).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(2);
    for (const row of await page.getByRole('row').filter({ hasText: tag }).all())
      await expect(row).toContainText('Class 6');

    await page.getByRole('button', { name: 'Remove Sana Sheikh' }).click();
    await page.getByRole('dialog', { name: 'Remove student' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('1 in total')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Removed students' }).click();
    const sana = page.getByRole('row').filter({ hasText: `sana.${tag}@class.test` });
    await expect(sana).toContainText('Removed');
    await page.screenshot({ path: path.join(DIR, 'candidate-removed-desktop.png'), fullPage: true });
    await page.getByRole('button', { name: 'Restore Sana Sheikh' }).click();
    await expect(page.getByText('No students match these filters.')).toBeVisible();
  });
});
