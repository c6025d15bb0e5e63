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
