/**
 * A collab's whole journey (issue 5 §4): a Greenfield student starts a project, adds a classmate and the demo
 * teacher as mentor, posts an update and sends the work for approval; the teacher asks for changes, the student
 * sends it again, the teacher approves and publishes it; a visitor finds it on /collab/all and opens it; the school
 * follows it on /collaboration-tracker. Screenshots on phone and desktop.
 */
import path from 'node:path';
import { COLLAB_MESSAGES, COMMUNITY_MESSAGES, COMMUNITY_PATHS } from '@noticeboard/shared';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { account, type DemoAccount, type Session, settle, signedInPage, signInViaApi, storeSession } from './support';

const DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const PAGE_LOAD = { timeout: 30_000 };
/** Another Greenfield student with a parent's consent, to join the team. */
const CLASSMATE: DemoAccount = { name: 'student', email: 'student2@demo.test', kind: 'user' };

async function shot(page: Page, name: string, fullPage = true) {
  await settle(page);
  await page.screenshot({ path: path.join(DIR, `${name}.png`), fullPage });
}

/** A page of its own (own cookies and storage) signed in as `demo`. */
async function pageAs(browser: Browser, demo: DemoAccount, viewport = DESKTOP): Promise<[Page, Session]> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const session = await signedInPage(page, demo);
  return [page, session];
}

/** A calendar day `days` from today, as the date inputs take it. */
function dayFromToday(days: number): string {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

async function addToTeam(page: Page, button: 'Add participant' | 'Add mentor', name: string) {
  await page.getByRole('button', { name: button }).click();
  const picker = page.getByRole('combobox', { name: button });
  await picker.fill(name.split(' ')[0] ?? name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: name }).first()).toBeVisible();
}

async function evaluate(page: Page, decision: 'Approve' | 'Request changes', score: string, feedback: string) {
  await page.getByRole('button', { name: 'Evaluate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Evaluate the collab' });
  await dialog.getByText(decision, { exact: true }).first().click();
  await dialog.getByRole('textbox', { name: /Score/ }).fill(score);
  await dialog.getByRole('textbox', { name: 'Feedback for the team' }).fill(feedback);
  await dialog.getByRole('button', { name: decision }).last().click();
  await expect(dialog).toBeHidden();
}

const statusBadge = (page: Page, label: string) => page.getByRole('main').getByText(label, { exact: true }).first();

test('a collab goes from a student’s draft through evaluation to the published lists and the tracker', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const title = `Rain garden for the school yard ${Date.now().toString(36)}`;
  const updateWords = `Week one ${Date.now().toString(36)}`;

  const [student] = await pageAs(browser, account('student'));
  const [teacher, teacherSession] = await pageAs(browser, account('faculty'));
  const [school] = await pageAs(browser, account('institute'));
  const classmateContext = await browser.newContext();
  const classmate = await signInViaApi(classmateContext.request, CLASSMATE);
  await classmateContext.close();

  // 1. The student starts a collab from "My collabs".
  await student.goto('/collabs');
  await expect(student.getByRole('heading', { level: 1, name: 'My collabs' })).toBeVisible(PAGE_LOAD);
  await student.getByRole('link', { name: 'New collab' }).click();
  const form = student.getByRole('form', { name: 'New collab' });
  await expect(form).toBeVisible(PAGE_LOAD);
  await form.getByRole('button', { name: 'Create collab' }).click();
  await expect(form.getByText('Give the collab a title of at least 5 characters')).toBeVisible();
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Summary' }).click();
  await student.keyboard.type('We will dig a small rain garden so the yard stops flooding after the monsoon showers.');
  await form.getByRole('textbox', { name: 'Goals' }).fill('Plan the garden\nPlant native shrubs\nMeasure the puddles');
  await form.getByRole('combobox', { name: 'Category' }).click();
  await student.getByRole('option', { name: 'Innovations' }).click();
  await form.getByRole('textbox', { name: 'Topic' }).fill('Water');
  await form.getByLabel('Start date').fill(dayFromToday(0));
  await form.getByLabel('Due date').fill(dayFromToday(30));
  await shot(student, 'collab-form-desktop', false);
  await form.getByRole('button', { name: 'Create collab' }).click();
  await expect(student).toHaveURL(/\/collab\/details\//, PAGE_LOAD);
  const detailsPath = new URL(student.url()).pathname;
  await expect(student.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(statusBadge(student, 'Draft')).toBeVisible();

  // 2. A classmate joins and the demo teacher mentors it.
  await addToTeam(student, 'Add participant', classmate.user.name);
  await addToTeam(student, 'Add mentor', teacherSession.user.name);

  // 3. An update from the team; the school approves it (Greenfield reviews students' posts).
  await student.getByRole('button', { name: 'Post an update' }).click();
  const composer = student.getByRole('form', { name: 'Post an update' });
  const editor = composer.getByRole('textbox', { name: 'What would you like to share?' });
  await expect(editor).toBeVisible(PAGE_LOAD);
  await editor.click();
  await student.keyboard.type(`${updateWords}: we mapped where the water collects behind the library.`);
  await composer.getByRole('button', { name: 'Submit for review' }).click();
  await student.getByRole('dialog', { name: 'Sent for approval' }).getByRole('button', { name: 'Done' }).click();
  await expect(student.getByText(COMMUNITY_MESSAGES.pendingApproval)).toBeVisible();
  const mine = await student.request.get(`/api${COMMUNITY_PATHS.myPendingPosts}?postType=TEXT`);
  const waiting = (
    (await mine.json()) as { body: { content: Array<{ id: string; description: string }> } }
  ).body.content.find((row) => row.description.includes(updateWords));
  expect(waiting, 'the update waits for the school').toBeTruthy();
  const approved = await school.request.post(
    `/api${COMMUNITY_PATHS.pendingPostStatus.replace(':postId', waiting?.id ?? '')}`,
    { data: { action: 'ANYONE' } },
  );
  expect(approved.status(), await approved.text()).toBeLessThan(300);
  await student.reload();
  await expect(
    student.getByRole('list', { name: 'Collab updates' }).getByRole('heading', { name: new RegExp(updateWords) }),
  ).toBeVisible(PAGE_LOAD);
  await shot(student, 'collab-details-team-desktop');

  // 4. Sent for approval.
  await student.getByRole('button', { name: 'Send for approval' }).click();
  await student
    .getByRole('dialog', { name: COLLAB_MESSAGES.confirmSendForApproval })
    .getByRole('button', { name: 'Send' })
    .click();
  await expect(student.getByText(COLLAB_MESSAGES.sentForApproval)).toBeVisible();
  await expect(statusBadge(student, 'Sent for approval')).toBeVisible();
  await expect(student.getByRole('button', { name: 'Send for approval' })).toHaveCount(0);

  // 5. The mentor asks for changes.
  await teacher.goto(detailsPath);
  await expect(teacher.getByRole('heading', { level: 1, name: title })).toBeVisible(PAGE_LOAD);
  await evaluate(teacher, 'Request changes', '60', 'Lovely plan. Please add a sketch of where each plant goes.');
  await expect(statusBadge(teacher, 'Changes requested')).toBeVisible();

  // 6. The student reads the feedback and sends it again.
  await student.reload();
  await expect(student.getByText('Please add a sketch of where each plant goes.')).toBeVisible(PAGE_LOAD);
  await expect(student.getByText('60/100')).toBeVisible();
  await student.getByRole('button', { name: 'Send for approval' }).click();
  await student
    .getByRole('dialog', { name: COLLAB_MESSAGES.confirmSendForApproval })
    .getByRole('button', { name: 'Send' })
    .click();
  await expect(statusBadge(student, 'Sent for approval')).toBeVisible();

  // 7. The mentor approves and publishes.
  await teacher.reload();
  await evaluate(teacher, 'Approve', '92', 'Great teamwork and a clear sketch. Well done!');
  await expect(statusBadge(teacher, 'Approved')).toBeVisible();
  await teacher.getByRole('button', { name: 'Publish' }).click();
  await teacher
    .getByRole('dialog', { name: COLLAB_MESSAGES.confirmPublish })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(statusBadge(teacher, 'Published')).toBeVisible();
  await shot(teacher, 'collab-details-published-desktop');

  // 8. A visitor finds it on the published list and opens it.
  const visitorContext = await browser.newContext({ viewport: PHONE });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/login');
  await storeSession(visitor, null);
  await visitor.goto('/collab/all');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Collabs' })).toBeVisible(PAGE_LOAD);
  const card = visitor.getByRole('article', { name: title });
  await expect(card).toBeVisible(PAGE_LOAD);
  await shot(visitor, 'collab-list-phone', false);
  await card.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible(PAGE_LOAD);
  await expect(visitor.getByText('Great teamwork and a clear sketch. Well done!')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Post an update' })).toHaveCount(0);
  await shot(visitor, 'collab-details-phone');
  await visitor.setViewportSize(DESKTOP);
  await visitor.goto('/collab/innovations');
  await expect(visitor.getByRole('article', { name: title })).toBeVisible(PAGE_LOAD);
  await shot(visitor, 'collab-list-desktop', false);
  await visitorContext.close();

  // 9. The school follows it on the tracker (table on desktop, cards on a phone).
  await school.goto('/collaboration-tracker');
  await expect(school.getByRole('heading', { level: 1, name: 'Collaboration tracker' })).toBeVisible(PAGE_LOAD);
  const row = school.getByRole('table', { name: 'Collabs of the school' }).getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible(PAGE_LOAD);
  await expect(row.getByText('Published')).toBeVisible();
  await school.getByRole('tab', { name: 'Published' }).click();
  await expect(row).toBeVisible();
  await shot(school, 'collab-tracker-desktop', false);
  await school.setViewportSize(PHONE);
  await expect(school.getByRole('list', { name: 'Collabs of the school' }).getByText(title)).toBeVisible();
  await shot(school, 'collab-tracker-phone', false);

  // The student's own list shows the state.
  await student.setViewportSize(PHONE);
  await student.goto('/collabs');
  await expect(student.getByRole('article', { name: title })).toBeVisible(PAGE_LOAD);
  await shot(student, 'collab-mine-phone', false);
});
