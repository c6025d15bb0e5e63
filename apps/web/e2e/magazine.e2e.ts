/**
 * The school magazine (issue 19 §4 "Done means"), tried as people would in the browser:
 * a student contributes a poem on a phone (saved as they type, sent to the editor); a teacher edits it and passes it
 * on with a comment; the approval committee (the demo admin holds a seat) approves it; the school, as editor, starts
 * an issue, places the poem, publishes the issue and downloads its PDF; the student reads the issue on a phone.
 * axe (WCAG 2.2 AA, serious and critical fail) on the contribution form and the issue page.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { account, DEMO_INSTITUTE_URL, type DemoAccount, settle, signedInPage } from './support';

const expect = baseExpect.configure({ timeout: 30_000 });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const TEACHER: DemoAccount = { name: 'faculty', email: 'faculty2@demo.test', kind: 'faculty' };
const TITLE = `The neem tree ${Date.now().toString(36)}`;

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function openPiece(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('link', { name: new RegExp(TITLE) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('neem');
}

test.describe.configure({ mode: 'serial' });

test('a student contributes, a teacher edits, the committee approves, the editor publishes and prints', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);

  // 1. The student writes a poem on a phone: saved as they type, then sent to the editor.
  const student = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signedInPage(student, account('student'));
  await student.goto('/school-magazine/create');
  await student.getByRole('button', { name: 'Start a piece' }).click();
  await expect(student.getByRole('textbox', { name: 'Title' })).toBeVisible();
  await student.getByText('Poem', { exact: true }).click();
  await expect(student.getByRole('radio', { name: 'Poem' })).toBeChecked();
  await student.getByRole('combobox', { name: 'Section' }).click();
  await student.getByRole('option', { name: 'Poems' }).click();
  await student.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await student
    .getByRole('textbox', { name: 'Your poem' })
    .fill('Its leaves are bitter, its shade is sweet,\nit cools the yard in the summer heat.');
  await expect(student.getByText('All changes saved')).toBeVisible();
  await settle(student);
  await expectAccessible(student);
  await student.screenshot({ path: testInfo.outputPath('1-student-writes-phone.png'), fullPage: true });
  await student.getByRole('button', { name: 'Send to editor' }).click();
  await expect(student.getByText('With a teacher').first()).toBeVisible();

  // 2. A teacher finds it on their desk, edits a word (a revision is kept) and passes it on with a comment.
  const teacher = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await signedInPage(teacher, TEACHER);
  await openPiece(teacher, '/school-magazine/create?tab=desk');
  const title = teacher.getByRole('textbox', { name: 'Title' });
  await title.fill(`${TITLE}!`);
  await expect(teacher.getByText('All changes saved')).toBeVisible();
  await teacher
    .getByRole('textbox', { name: 'Comment for the author' })
    .fill('Beautiful rhyme. One exclamation mark added.');
  await teacher.screenshot({ path: testInfo.outputPath('2-teacher-reviews-desktop.png'), fullPage: true });
  await teacher.getByRole('button', { name: 'Pass to the committee' }).click();
  await expect(teacher.getByText('With the committee').first()).toBeVisible();

  // 3. The committee approves it.
  const committee = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signedInPage(committee, account('admin'));
  await openPiece(committee, '/school-magazine/create?tab=desk');
  await committee.getByRole('button', { name: 'Approve' }).click();
  await expect(committee.getByText('Approved').first()).toBeVisible();
  await committee.getByRole('button', { name: 'Show earlier versions' }).click();
  await expect(committee.getByText(/Before .*’s edit/)).toBeVisible();

  // 4. The school, as editor, starts an issue, places the poem, publishes and downloads the PDF.
  const school = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await signedInPage(school, account('institute'));
  await school.goto('/school-magazine?tab=issues');
  await school.getByRole('textbox', { name: 'New issue’s title' }).fill('Summer Shade');
  const number = school.getByRole('textbox', { name: 'Number' });
  await number.fill(String(100 + Math.floor(Math.random() * 800)));
  await school.getByRole('button', { name: 'Start an issue' }).click();
  await expect(school.getByRole('heading', { name: /Summer Shade/ })).toBeVisible();
  const waiting = school
    .getByRole('list', { name: 'approved pieces' })
    .getByRole('listitem')
    .filter({ hasText: TITLE });
  await waiting.getByRole('button', { name: 'Place in this issue' }).click();
  await expect(school.getByRole('list').filter({ hasText: 'by ' }).getByText(`${TITLE}!`)).toBeVisible();
  await school.getByRole('button', { name: 'Publish this issue' }).click();
  await school.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(school.getByText('Published: every member of your school can read it.')).toBeVisible();
  await school.screenshot({ path: testInfo.outputPath('4-editor-published-desktop.png'), fullPage: true });
  const [download] = await Promise.all([
    school.waitForEvent('download'),
    school.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const pdfPath = testInfo.outputPath('issue.pdf');
  await download.saveAs(pdfPath);
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(pdfPath)).subarray(0, 5).toString()).toBe('%PDF-');

  // 5. The student reads the new issue on a phone, their poem in it under their credit.
  await student.goto(`/${DEMO_INSTITUTE_URL}/school-magazine`);
  await student.getByRole('link', { name: /Summer Shade/ }).click();
  await expect(student.getByRole('heading', { name: `${TITLE}!` })).toBeVisible();
  await settle(student);
  await expectAccessible(student);
  await student.screenshot({ path: testInfo.outputPath('5-student-reads-phone.png'), fullPage: true });
});
