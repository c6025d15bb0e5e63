/** The school's academic set-up: subjects taught in a section with their teacher, chapters and the plan. */
import path from 'node:path';
import { envelope, memberSchema, pageOf } from '@noticeboard/shared';
import { expect, type Page, test } from '@playwright/test';
import { account, settle, signedInPage } from './support';

const DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

async function pick(page: Page, field: ReturnType<Page['getByRole']>, option: string | RegExp) {
  await field.click();
  await page.getByRole('option', { name: option }).click();
}

test('the school adds a subject to a class section, assigns faculty@demo.test and sees it', async ({ page }) => {
  const subject = `Robotics ${Date.now() % 100_000}`;
  await signedInPage(page, account('institute'));
  const staff = await page.request.get('/api/institute/members?role=FACULTY&search=faculty@demo.test');
  const facultyName = envelope(pageOf(memberSchema)).parse(await staff.json()).body.content[0]?.name ?? '';
  expect(facultyName).not.toBe('');
  await page.goto('/curriculum');
  await expect(page.getByRole('heading', { level: 1, name: 'Curriculum' })).toBeVisible();
  await expect(page.getByText('Current session')).toBeVisible();

  const addSubject = page.getByRole('form', { name: 'Add a subject' });
  await addSubject.getByRole('textbox', { name: 'New subject name' }).fill(subject);
  await addSubject.getByRole('button', { name: 'Add subject' }).click();
  await expect(page.getByText(`${subject} added.`)).toBeVisible();

  await page.getByRole('button', { name: /^Class 8(\s|$)/ }).click();
  const section = page.getByRole('region', { name: 'Class 8 A' });
  await section.getByRole('button', { name: 'Add a subject to Class 8 A' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a subject to Class 8 A' });
  await pick(page, dialog.getByRole('combobox', { name: 'Subject' }), subject);
  await pick(page, dialog.getByRole('combobox', { name: 'Teacher' }), /faculty@demo\.test/);
  await dialog.getByRole('button', { name: 'Add subject' }).click();
  await expect(dialog).toBeHidden();

  const teacher = section.getByRole('combobox', { name: `Teacher of ${subject}, Class 8 A` });
  await expect(teacher).toHaveValue(facultyName);
  await page.reload();
  await page.getByRole('button', { name: /^Class 8(\s|$)/ }).click();
  await expect(page.getByRole('region', { name: 'Class 8 A' }).getByText(subject)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Class 8 A' }).getByRole('combobox', { name: `Teacher of ${subject}, Class 8 A` }),
  ).toHaveValue(facultyName);

  await page.goto(`/curriculum/class?class=EIGHT`);
  await pick(page, page.getByRole('combobox', { name: 'Subject' }), subject);
  await expect(page.getByText('No chapters yet.')).toBeVisible();
  await page.getByRole('textbox', { name: 'New chapter title' }).fill('Sensors and Motors');
  await page.getByRole('button', { name: 'Add chapter' }).click();
  const chapter = page.getByRole('listitem', { name: 'Chapter 1: Sensors and Motors' });
  await expect(chapter).toBeVisible();
  const year = Number((await page.getByRole('combobox', { name: 'Session' }).inputValue()).slice(0, 4));
  await chapter.getByLabel('Start of Sensors and Motors').fill(`${year}-07-01`);
  await chapter.getByLabel('End of Sensors and Motors').fill(`${year}-06-01`);
  await page.getByRole('button', { name: /Save plan/ }).click();
  await expect(chapter.getByText('The end date must not be before the start date')).toBeVisible();
  await chapter.getByLabel('End of Sensors and Motors').fill(`${year}-07-31`);
  await page.getByRole('button', { name: /Save plan/ }).click();
  await expect(page.getByText(/Plan saved for/)).toBeVisible();
});

for (const viewport of VIEWPORTS) {
  test(`curriculum screenshots at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signedInPage(page, account('institute'));
    await page.goto('/curriculum');
    await page.getByRole('button', { name: /^Class 9(\s|$)/ }).click();
    await expect(page.getByRole('region', { name: 'Class 9 A' })).toBeVisible();
    await settle(page);
    await page.screenshot({ path: path.join(DIR, `academic-curriculum-${viewport.name}.png`), fullPage: true });

    await page.goto('/curriculum/class?class=NINE');
    await expect(page.getByRole('listitem', { name: /^Chapter 1:/ })).toBeVisible();
    await page.screenshot({ path: path.join(DIR, `academic-class-${viewport.name}.png`), fullPage: true });
  });
}
