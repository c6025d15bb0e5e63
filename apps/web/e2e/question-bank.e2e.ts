/**
 * The question bank for staff (issue 6 §3): the demo teacher adds a question, which waits for review; the school's
 * admin approves it in Question details; the teacher chooses questions and makes a question paper, whose PDF and
 * answer key really are PDFs; the download history lists it. Screenshots on phone and desktop.
 */
import path from 'node:path';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { account, type DemoAccount, settle, signedInPage } from './support';

const DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const PAGE_LOAD = { timeout: 30_000 };

async function shot(page: Page, name: string, fullPage = true) {
  await settle(page);
  await page.screenshot({ path: path.join(DIR, `${name}.png`), fullPage });
}

async function pageAs(browser: Browser, demo: DemoAccount, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signedInPage(page, demo);
  return page;
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The desktop table's row of the question whose stem holds `words`. */
const rowOf = (page: Page, words: string) => page.getByRole('table').getByRole('row').filter({ hasText: words });

async function expectPdf(page: Page, href: string | null) {
  expect(href, 'a link to the file').toBeTruthy();
  const response = await page.request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const bytes = await response.body();
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
}

test('a teacher’s question is reviewed by the admin and goes into a question paper', async ({ browser }) => {
  test.setTimeout(240_000);
  const token = Date.now().toString(36);
  const stem = `Which part of a plant makes its food using sunlight? (${token})`;
  const paperTitle = `Class 7 Science check ${token}`;

  // 1. The teacher adds a question; it waits for review.
  const teacher = await pageAs(browser, account('faculty'));
  await teacher.goto('/question-bank/create');
  const form = teacher.getByRole('form', { name: 'New question' });
  await expect(form).toBeVisible(PAGE_LOAD);
  await form.getByRole('button', { name: 'Add to bank' }).click();
  await expect(form.getByText('Too small', { exact: false }).first()).toBeVisible();
  await form.getByRole('textbox', { name: 'Question' }).fill(stem);
  const options = ['Leaf', 'Root', 'Stem', 'Flower'];
  for (const [index, option] of options.entries()) {
    await form.getByRole('textbox', { name: `Option ${'ABCD'[index]}`, exact: true }).fill(option);
  }
  await form.getByRole('textbox', { name: 'Explanation' }).fill('Leaves hold chlorophyll, which traps sunlight.');
  await choose(teacher, form, 'Difficulty', 'Easy');
  await choose(teacher, form, 'Class', 'Class 7');
  await choose(teacher, form, 'Subject', 'Science');
  await choose(teacher, form, 'Chapter', 'Food and Nutrition');
  await shot(teacher, 'question-bank-form-desktop', false);
  await form.getByRole('button', { name: 'Add to bank' }).click();
  await expect(teacher).toHaveURL(/\/question-bank\/my-questions/, PAGE_LOAD);
  await expect(rowOf(teacher, token).getByText('Waiting for review')).toBeVisible(PAGE_LOAD);

  // 2. The admin approves it in Question details (the queue opens on what waits).
  const admin = await pageAs(browser, account('admin'));
  await admin.goto('/question-bank/question-details');
  await expect(admin.getByRole('heading', { level: 1, name: 'Question details' })).toBeVisible(PAGE_LOAD);
  await admin.getByRole('textbox', { name: 'Search' }).fill(token);
  const waiting = rowOf(admin, token);
  await expect(waiting).toBeVisible(PAGE_LOAD);
  await expect(waiting.getByText('Leaf', { exact: false }).first()).toBeVisible();
  await shot(admin, 'question-bank-review-desktop', false);
  await waiting.getByRole('button', { name: 'Approve' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Approve this question?' });
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowOf(admin, token)).toHaveCount(0);
  await admin.getByRole('tab', { name: 'Approved' }).click();
  await expect(rowOf(admin, token).getByText('Approved', { exact: true })).toBeVisible(PAGE_LOAD);

  // 3. The teacher chooses questions and makes a paper with its answer key.
  await teacher.goto('/question-bank/school');
  await expect(teacher.getByRole('heading', { level: 1, name: 'School bank' })).toBeVisible(PAGE_LOAD);
  await expect(rowOf(teacher, token).getByText('Approved', { exact: true })).toBeVisible(PAGE_LOAD);
  await teacher.getByRole('table').getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(teacher.getByText(/^\d+ selected$/)).toBeVisible();
  await shot(teacher, 'question-bank-select-desktop', false);
  await teacher.getByRole('button', { name: 'Download question paper' }).click();
  const dialog = teacher.getByRole('dialog', { name: 'Download question paper' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(paperTitle);
  await dialog.getByRole('button', { name: 'Make the paper' }).click();
  const paperLink = dialog.getByRole('link', { name: `Question paper: ${paperTitle}` });
  await expect(paperLink).toBeVisible(PAGE_LOAD);
  await expectPdf(teacher, await paperLink.getAttribute('href'));
  await expectPdf(teacher, await dialog.getByRole('link', { name: `Answer key: ${paperTitle}` }).getAttribute('href'));
  await dialog.getByRole('button', { name: 'Done' }).click();

  // 4. The history lists it, with the links again.
  await teacher.goto('/download-question-bank/history');
  const historyRow = teacher.getByRole('table').getByRole('row').filter({ hasText: paperTitle });
  await expect(historyRow).toBeVisible(PAGE_LOAD);
  await expectPdf(
    teacher,
    await historyRow.getByRole('link', { name: `Question paper: ${paperTitle}` }).getAttribute('href'),
  );
  await shot(teacher, 'question-bank-history-desktop');

  // 5. Editing the approved question sends it back to review.
  await teacher.goto('/question-bank/my-questions');
  await teacher.getByRole('textbox', { name: 'Search' }).fill(token);
  await rowOf(teacher, token)
    .getByRole('link', { name: /^Edit:/ })
    .click();
  const drawer = teacher.getByRole('dialog', { name: 'Edit question' });
  await expect(drawer.getByText('Saving changes sends this question back for review.')).toBeVisible(PAGE_LOAD);
  await drawer.getByRole('textbox', { name: 'Option D', exact: true }).fill('Flower petal');
  await shot(teacher, 'question-bank-edit-desktop', false);
  await drawer.getByRole('button', { name: 'Save changes' }).click();
  await expect(drawer).toBeHidden();
  await expect(teacher.getByText('1 question ·')).toBeVisible(PAGE_LOAD);
  await expect(rowOf(teacher, token).getByText('Waiting for review')).toBeVisible(PAGE_LOAD);

  await teacher.goto('/question-bank/suggestions');
  await expect(teacher.getByRole('heading', { level: 1, name: 'Suggestions' })).toBeVisible(PAGE_LOAD);
  await shot(teacher, 'question-bank-suggestions-desktop', false);
  const firstSuggestion = teacher.getByRole('list', { name: 'Suggested questions' }).getByRole('listitem').first();
  await firstSuggestion.getByRole('button', { name: 'Add to bank' }).click();
  const adding = teacher.getByRole('dialog', { name: 'Add to bank' });
  await adding.getByRole('button', { name: 'Add to bank' }).click();
  await expect(adding.getByText('Choose a class')).toBeVisible();
  await choose(teacher, adding, 'Class', 'Class 8');
  await choose(teacher, adding, 'Subject', 'Social Studies');
  await adding.getByRole('button', { name: 'Add to bank' }).click();
  await expect(adding).toBeHidden(PAGE_LOAD);
  await expect(teacher.getByText('Added to your questions; it is waiting for review.')).toBeVisible();

  await teacher.goto('/question-bank');
  await expect(teacher.getByRole('heading', { level: 1, name: 'Question bank' })).toBeVisible(PAGE_LOAD);
  await expect(teacher.getByRole('img', { name: /^By status/ })).toBeVisible(PAGE_LOAD);
  await shot(teacher, 'question-bank-home-desktop');

  // 6. The same pages on a phone.
  const phoneTeacher = await pageAs(browser, account('faculty'), PHONE);
  await phoneTeacher.goto('/question-bank');
  await expect(phoneTeacher.getByRole('img', { name: /^By difficulty/ })).toBeVisible(PAGE_LOAD);
  await shot(phoneTeacher, 'question-bank-home-phone', false);
  const phoneList = phoneTeacher.getByRole('list', { name: 'Questions of the bank' });
  await expect(phoneList).toBeVisible();
  await phoneTeacher.getByRole('heading', { level: 2, name: 'Questions' }).scrollIntoViewIfNeeded();
  await phoneTeacher.evaluate(() => window.scrollBy(0, 250));
  await shot(phoneTeacher, 'question-bank-list-phone', false);
  // Choosing questions on a phone: the paper bar sits above the help button, which stays usable.
  await phoneTeacher.goto('/question-bank/school?status=APPROVED');
  await phoneTeacher
    .getByRole('checkbox', { name: /^Select: /, disabled: false })
    .first()
    .check(PAGE_LOAD);
  const makePaper = phoneTeacher.getByRole('button', { name: 'Download question paper' });
  await expect(makePaper).toBeVisible();
  const help = phoneTeacher.getByRole('button', { name: 'Help' });
  await help.click({ trial: true });
  const [paperBox, helpBox] = await Promise.all([makePaper.boundingBox(), help.boundingBox()]);
  expect(paperBox && helpBox && paperBox.y + paperBox.height <= helpBox.y, 'the bar clears the help button').toBe(true);
  await shot(phoneTeacher, 'question-bank-paper-bar-phone', false);
  await phoneTeacher.goto('/question-bank/create');
  await expect(phoneTeacher.getByRole('form', { name: 'New question' })).toBeVisible(PAGE_LOAD);
  await shot(phoneTeacher, 'question-bank-form-phone');
  await phoneTeacher.goto('/download-question-bank/history');
  await expect(phoneTeacher.getByRole('list', { name: 'Question papers made' }).getByText(paperTitle)).toBeVisible(
    PAGE_LOAD,
  );
  await shot(phoneTeacher, 'question-bank-history-phone');

  const phoneAdmin = await pageAs(browser, account('admin'), PHONE);
  await phoneAdmin.goto('/question-bank/question-details');
  await expect(phoneAdmin.getByRole('heading', { level: 1, name: 'Question details' })).toBeVisible(PAGE_LOAD);
  await shot(phoneAdmin, 'question-bank-review-phone', false);
  await phoneAdmin.goto('/question-bank/faculty-details');
  await expect(phoneAdmin.getByRole('list', { name: 'Faculty and their questions' })).toBeVisible(PAGE_LOAD);
  await shot(phoneAdmin, 'question-bank-faculty-phone');
});
