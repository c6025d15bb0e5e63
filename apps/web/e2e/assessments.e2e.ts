/**
 * Assessments with face verification (issue 18 §5 "Done means"), tried as people would in the browser:
 * 1. a teacher creates an assessment from bank questions, sees the draft saved, publishes it to Class 8 with the face
 *    check on, and finds it open in the list; a student whose browser has no camera permission opening it reads the
 *    spec's camera messages (not yet granted, then blocked);
 * 2. the demo student, with a fake camera playing a sample photograph's face, enrols, passes the start check, answers,
 *    loses the connection mid-way (answers wait and are sent when back), reloads (same attempt, answers kept, the
 *    server's clock), hands in with two quick clicks (one submission stored) and sees the result;
 * 3. the school reviews the demo's flagged face check (pictures side by side) and rejects it with a reason;
 * 4. a Q&A assignment is answered with written answers, marked by the teacher with rubric marks and feedback, and
 *    the student reads the marks of a graded one;
 * 5. staff read a closed assessment's analytics and download its CSV.
 * axe (WCAG 2.2 AA, serious and critical fail) on the student's attempt page and the staff assignment page.
 * Needs a fresh demo database (the demo student has not attempted the demo assessments yet).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import {
  ASSESSMENT_ATTEMPT_PATHS,
  ASSESSMENT_FACE_PATHS,
  ASSESSMENT_GRADING_PATHS,
  FACE_MESSAGES,
} from '@noticeboard/shared';
import {
  type APIRequestContext,
  test as base,
  expect as baseExpect,
  type Page,
  type Response,
  type TestInfo,
} from '@playwright/test';
import { fakeCameraArgs, fakeCameraFile } from './fake-camera';
import { account, type DemoAccount, type Session, settle, signedInPage, signInViaApi } from './support';

/** The machine is shared with other runs: pages may take a while to arrive. */
const expect = baseExpect.configure({ timeout: 30_000 });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
/** The on-device face check runs TensorFlow.js without a graphics chip here: the first one loads and warms up slowly. */
const FACE_STEP = { timeout: 150_000 };

const DEMO = {
  faceOpen: 'Class 8 term check (face check on)',
  faceClosed: 'Class 8 mid-term (face check on)',
  writing: 'Class 8 writing task',
  graded: 'Class 8 our environment',
  closed: 'Class 8 science and maths quiz',
} as const;

/**
 * The browser plays the fake camera (made once per worker, before the browser starts); `apiAs(demo)` is a signed-in
 * API client with cookies of its own, disposed after the test.
 */
const test = base.extend<{ apiAs: (demo: DemoAccount) => Promise<APIRequestContext> }, { fakeCamera: string }>({
  fakeCamera: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => use(await fakeCameraFile(path.join(workerInfo.project.outputDir, 'fake-camera'))),
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ launchOptions, fakeCamera }, use) =>
      use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...fakeCameraArgs(fakeCamera)] }),
    { scope: 'worker' },
  ],
  apiAs: async ({ playwright, baseURL }, use) => {
    const contexts: APIRequestContext[] = [];
    await use(async (demo) => {
      const context = await playwright.request.newContext({ baseURL });
      contexts.push(context);
      await signInViaApi(context, demo);
      return context;
    });
    await Promise.all(contexts.map((context) => context.dispose()));
  },
});

async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  await settle(page);
  // Transitions finished at once: a dialog is shot as it stands, not half faded in.
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage, animations: 'disabled' });
}

/** WCAG 2.0–2.2 A and AA rules, as a11y.e2e.ts: a serious or critical violation fails. */
async function expectNoSeriousViolations(page: Page, where: string) {
  // Audited as the page rests, not with the pointer still over the button last pressed.
  await page.mouse.move(0, 0);
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const found = result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    );
  expect(found, `${where}\n${found.join('\n')}`).toEqual([]);
}

async function bodyOf<T>(response: { json(): Promise<unknown> }): Promise<T> {
  const payload = (await response.json()) as { body: T };
  return payload.body;
}

interface StudentItem {
  code: string;
  customUrl: string;
  title: string;
  status: string;
}

/** The student's own assignment of that title (through the API, as the page reads it). */
async function studentItem(request: APIRequestContext, title: string): Promise<StudentItem> {
  const response = await request.get(`/api${ASSESSMENT_ATTEMPT_PATHS.list}`);
  expect(response.status(), await response.text()).toBe(200);
  const { items } = await bodyOf<{ items: StudentItem[] }>(response);
  const found = items.find((item) => item.title === title);
  if (!found) throw new Error(`The student has no “${title}”: ${items.map((item) => item.title).join(', ')}`);
  return found;
}

/** "14:05" or "1:02:03" → seconds. */
function secondsOf(clock: string): number {
  return clock
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
}

const isAnswerSave = (response: Response) =>
  response.request().method() === 'PUT' && /\/api\/student\/assignments\/[^/]+\/answers\/[^/]+$/.test(response.url());

/** Opens the student's assignment from /assessment and starts it (the rules screen's Start). */
async function openFromList(page: Page, title: string) {
  await page.goto('/assessment');
  await expect(page.getByRole('heading', { level: 1, name: 'Assessments' })).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: /^(Start|Continue)$/ }).click();
  await expect(page).toHaveURL(/\/attempt-assignment\//);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** The option buttons of the question shown. */
const optionsOf = (page: Page) => page.getByRole('group', { name: 'Options' }).getByRole('button');

// ---------------------------------------------------------------------------------------------------------------

/** The teacher's new assessment (journey 1), opened by the student without camera access (journey 6). */
const created = { title: `Class 8 light and sound check ${Date.now().toString(36)}`, code: '' };

test.describe('a teacher sets a face-checked assessment', () => {
  test.describe.configure({ mode: 'serial' });

  test('a teacher creates an assessment from the bank, the draft saves, and it is published to Class 8 with the face check', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize(DESKTOP);
    await signedInPage(page, account('faculty'));
    await page.goto('/home');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Assessments' })
      .filter({ visible: true })
      .click();
    await expect(page).toHaveURL(/\/question-bank\?view=assessments/);
    await expect(page.getByRole('heading', { level: 1, name: 'Assessments' })).toBeVisible();
    await shot(page, testInfo, 'teacher-assessments-list-desktop');

    await page.getByRole('button', { name: 'New assessment' }).click();
    await expect(page).toHaveURL(/\/assessment-details\/[A-Z0-9]{8}$/);
    created.code = new URL(page.url()).pathname.split('/').at(-1) ?? '';

    // The draft saves as it is typed.
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        response.url().endsWith(`/api/assignments/${created.code}`) &&
        response.ok(),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Untitled assessment' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(created.title);
    await saved;
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: created.title })).toBeVisible();

    // Questions from the school's bank: Class 8's approved questions.
    await page.getByRole('button', { name: 'Add from question bank' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add from question bank' });
    await drawer.getByRole('combobox', { name: 'Class', exact: true }).click();
    await page.getByRole('option', { name: 'Class 8', exact: true }).click();
    const bank = drawer.getByRole('group', { name: 'Questions of the bank' });
    await expect(bank.getByRole('checkbox').nth(2)).toBeVisible();
    for (const at of [0, 1, 2]) await bank.getByRole('checkbox').nth(at).check();
    await shot(page, testInfo, 'teacher-bank-picker-desktop', false);
    await drawer.getByRole('button', { name: 'Add 3 questions' }).click();
    await expect(drawer).toBeHidden();
    const questions = page.getByRole('region', { name: /^Questions/ });
    await expect(questions.getByRole('button', { name: /^Remove question \d+$/ })).toHaveCount(3);
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
    await shot(page, testInfo, 'teacher-draft-desktop');

    // Publish to Class 8 (all sections), open now, with the face check and results as soon as they hand in.
    await page.getByRole('button', { name: 'Publish…' }).click();
    const dialog = page.getByRole('dialog', { name: `Publish “${created.title}”` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('group', { name: 'Class 8' }).getByText('All sections').click();
    await expect(dialog.getByText(/^Chosen: Class 8$/)).toBeVisible();
    const india = (offsetMs: number) => new Date(Date.now() + offsetMs + 330 * 60_000).toISOString().slice(0, 16);
    await dialog.getByLabel('Opens (India time)').fill(india(-10 * 60_000));
    await dialog.getByLabel('Closes (India time)').fill(india(2 * 24 * 3_600_000));
    await dialog.getByRole('textbox', { name: 'Time limit (minutes)' }).fill('20');
    await dialog.getByRole('radio', { name: 'As soon as they submit' }).check();
    await dialog.getByRole('switch', { name: 'Face check before the attempt' }).check();
    await expect(dialog.getByRole('switch', { name: 'Face check before the attempt' })).toBeChecked();
    await shot(page, testInfo, 'teacher-publish-dialog-desktop', false);
    const published = page.waitForResponse((response) =>
      response.url().endsWith(`/api/assignments/${created.code}/publish`),
    );
    await dialog.getByRole('button', { name: 'Publish assessment' }).click();
    expect((await published).status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Face checks' })).toBeVisible();
    await expect(page.getByText(/^(Open|Scheduled)$/).first()).toBeVisible();
    await shot(page, testInfo, 'teacher-published-desktop');

    // The list shows it open.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Assessments' })
      .filter({ visible: true })
      .click();
    await page.getByRole('textbox', { name: 'Search by title' }).fill(created.title);
    const row = page.getByRole('row', { name: new RegExp(created.title) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(/Open|Scheduled/);
    await expect(row).toContainText('Class 8');
    await shot(page, testInfo, 'teacher-list-published-desktop');
  });

  test('without camera permission the face check says the camera is needed, and blocked once refused', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.skip(!created.code, 'needs the assessment the teacher published');
    await page.setViewportSize(PHONE);
    await signedInPage(page, account('student'));
    await openFromList(page, created.title);
    await page.getByRole('button', { name: 'Start' }).click();
    // The face check comes first; this browser has not been given the camera.
    await expect(page.getByText(FACE_MESSAGES.verificationRequired).first()).toBeVisible();
    await expect(page.getByText(FACE_MESSAGES.cameraNeeded, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Allow camera' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Take picture' })).toHaveCount(0);
    await shot(page, testInfo, 'student-camera-needed-phone');

    // Refused in the browser's settings: only the settings can change it.
    const cdp = await page.context().newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    await cdp.send('Browser.setPermission', {
      permission: { name: 'camera' },
      setting: 'denied',
      origin: new URL(baseURL ?? page.url()).origin,
      browserContextId: targetInfo.browserContextId,
    });
    await page.reload();
    await expect(page.getByText(FACE_MESSAGES.cameraBlocked, { exact: true })).toBeVisible();
    await expect(page.getByText(FACE_MESSAGES.cameraNeeded, { exact: true })).toHaveCount(0);
    await shot(page, testInfo, 'student-camera-blocked-phone');
  });
});

test.describe('the student with a camera', () => {
  test.use({ permissions: ['camera'] });

  test('enrols, passes the face check, answers through a lost connection and a reload, hands in once and sees the result', async ({
    page,
    apiAs,
  }, testInfo) => {
    test.setTimeout(360_000);
    await page.setViewportSize(PHONE);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    const session: Session = await signedInPage(page, account('student'));
    await page.evaluate(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    const item = await studentItem(page.request, DEMO.faceOpen);
    expect(item.status).toBe('TO_DO');

    await openFromList(page, DEMO.faceOpen);
    await expect(
      page.getByText('A quick face check with your camera comes first, to confirm it is you.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Start' }).click();

    // Not enrolled yet: the spec's words, then one picture with the camera (the parent said yes to face checks).
    await expect(page.getByText(FACE_MESSAGES.verificationRequired).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your face picture' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Take picture' })).toBeVisible();
    await expect(page.getByLabel('Your camera')).toHaveJSProperty('readyState', 4);
    await shot(page, testInfo, 'student-face-enrol-phone');
    const enrolled = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api${ASSESSMENT_FACE_PATHS.enrolment}`) && response.request().method() === 'POST',
      FACE_STEP,
    );
    await page.getByRole('button', { name: 'Take picture' }).click();
    const enrolResponse = await enrolled;
    expect(enrolResponse.status(), `${await enrolResponse.text()}\n${problems.join('\n')}`).toBeLessThan(300);

    // The start check: the server compares the picture with the enrolled one.
    await expect(page.getByRole('heading', { name: 'Check it is you' })).toBeVisible(FACE_STEP);
    await expect(page.getByRole('button', { name: 'Take picture' })).toBeVisible(FACE_STEP);
    await shot(page, testInfo, 'student-face-check-phone');
    const checked = page.waitForResponse(
      (response) => response.url().endsWith('/face-check') && response.request().method() === 'POST',
      FACE_STEP,
    );
    await page.getByRole('button', { name: 'Take picture' }).click();
    const checkResponse = await checked;
    const check = await bodyOf<{ outcome: string; mayContinue: boolean }>(checkResponse);
    expect(check, problems.join('\n')).toMatchObject({ outcome: 'PASS', mayContinue: true });

    // The attempt runs: one question at a time, the server's clock.
    await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    const total = await page.getByTestId('question-map-item').count();
    expect(total).toBeGreaterThanOrEqual(4);
    await expect(page.getByTestId('save-status')).toHaveText('Saved');

    // Question 1, online.
    let save = page.waitForResponse(isAnswerSave);
    await optionsOf(page).nth(0).click();
    await expect(optionsOf(page).nth(0)).toHaveAttribute('aria-pressed', 'true');
    expect((await save).status()).toBe(200);
    await expect(page.getByTestId('save-status')).toHaveText('Saved');
    await expect(page.getByText(`1 of ${total} answered`)).toBeVisible();
    await shot(page, testInfo, 'student-attempt-phone', false);
    await expectNoSeriousViolations(page, 'the attempt page (phone)');

    // Question 2 while the connection is lost: kept on the device, said in words.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText(`Question 2 of ${total}`)).toBeVisible();
    await page.context().setOffline(true);
    await optionsOf(page).nth(1).click();
    await expect(optionsOf(page).nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('save-status')).toHaveText('Offline — your answers will be sent when you’re back');
    await expect(page.getByRole('button', { name: 'Question 2, answered' })).toBeVisible();
    await shot(page, testInfo, 'student-attempt-offline-phone', false);

    // Back online: the queued answer is sent.
    save = page.waitForResponse(isAnswerSave);
    await page.context().setOffline(false);
    expect((await save).status()).toBe(200);
    await expect(page.getByTestId('save-status')).toHaveText('Saved');

    // A reload resumes the same attempt: both answers kept, the clock from the server's deadline.
    const clockBefore = secondsOf((await page.getByTestId('attempt-clock').textContent()) ?? '');
    const reloadedAt = Date.now();
    await page.reload();
    await expect(page.getByText(`2 of ${total} answered`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Question 1, answered' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Question 2, answered' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Question 3, not answered' })).toBeVisible();
    const clockAfter = secondsOf((await page.getByTestId('attempt-clock').textContent()) ?? '');
    const viewResponse = await page.request.get(`/api/student/assignments/${item.customUrl}`);
    const view = await bodyOf<{ attempt: { deadlineAt: string; status: string }; serverNow: string }>(viewResponse);
    expect(view.attempt.status).toBe('IN_PROGRESS');
    const serverLeft = (Date.parse(view.attempt.deadlineAt) - Date.parse(view.serverNow)) / 1000;
    expect(clockAfter).toBeLessThanOrEqual(clockBefore);
    expect(clockAfter).toBeGreaterThan(clockBefore - Math.ceil((Date.now() - reloadedAt) / 1000) - 3);
    expect(Math.abs(clockAfter - serverLeft)).toBeLessThan(15);
    expect(clockAfter).toBeLessThanOrEqual(15 * 60);

    // The rest, then hand in with two quick clicks on the final confirm.
    for (let at = 3; at <= total; at += 1) {
      await page.getByRole('button', { name: `Question ${at}, not answered` }).click();
      await expect(page.getByText(`Question ${at} of ${total}`)).toBeVisible();
      save = page.waitForResponse(isAnswerSave);
      await optionsOf(page)
        .nth(at % 2)
        .click();
      expect((await save).status()).toBe(200);
    }
    await expect(page.getByText(`${total} of ${total} answered`)).toBeVisible();
    await expect(page.getByTestId('save-status')).toHaveText('Saved');
    let submissions = 0;
    const keys = new Set<string>();
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/submit')) {
        submissions += 1;
        keys.add(String((request.postDataJSON() as { submissionKey?: string }).submissionKey));
      }
    });
    await page.getByRole('button', { name: 'Hand in', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Hand in your answers?' });
    await expect(confirm.getByTestId('submit-unanswered')).toHaveText('Every question has an answer.');
    await shot(page, testInfo, 'student-hand-in-phone', false);
    await confirm.getByTestId('submit-confirm').dblclick();

    // The result at once (released as soon as they submit).
    await expect(page.getByRole('status').filter({ hasText: 'Your answers are in. Well done!' })).toBeVisible();
    await expect(page.getByTestId('result-score')).toHaveText(new RegExp(`^\\d+ / ${total}$`));
    await expect(page.getByRole('article', { name: 'Question 1' })).toBeVisible();
    await shot(page, testInfo, 'student-result-phone');
    expect(submissions).toBeGreaterThanOrEqual(1);
    expect(keys.size, 'every hand-in try carries the one submission key').toBe(1);

    // One attempt stored, submitted: as the student, and as the teacher who set it.
    const result = await page.request.get(`/api${ASSESSMENT_ATTEMPT_PATHS.result}?customUrl=${item.customUrl}`);
    const mine = await bodyOf<{ attempt: { status: string; submittedBy: string } | null; released: boolean }>(result);
    expect(mine.attempt?.status).toMatch(/^(SUBMITTED|GRADED)$/);
    expect(mine.attempt?.submittedBy).toBe('STUDENT');
    expect(mine.released).toBe(true);
    const teacher = await apiAs(account('faculty'));
    const listed = await teacher.get(
      `/api${ASSESSMENT_GRADING_PATHS.attempts.replace(':assignmentCode', item.code)}?size=100`,
    );
    expect(listed.status(), await listed.text()).toBe(200);
    const rows = (
      await bodyOf<{
        content: Array<{
          candidateId: string;
          attemptId: string | null;
          progress: string;
          identityCheck: string | null;
        }>;
      }>(listed)
    ).content.filter((row) => row.candidateId === session.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.attemptId).toBeTruthy();
    expect(rows[0]?.progress).toMatch(/^(SUBMITTED|GRADED)$/);
    expect(rows[0]?.identityCheck).toBe('VERIFIED');

    const csp = problems.filter((line) => line.includes('Content Security Policy') || line.includes('CSP violation'));
    expect(csp, csp.join('\n')).toEqual([]);
  });
});

test.describe('staff', () => {
  test.use({ viewport: DESKTOP });

  test('the school reviews the flagged face check: the pictures side by side, rejected with a reason, and the queue empties', async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000);
    await signedInPage(page, account('institute'));
    await page.goto('/assessment?kind=face-checks');
    await expect(page.getByRole('heading', { level: 1, name: 'Assessments' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Face checks' })).toBeChecked();
    const card = page.getByRole('article').filter({ hasText: DEMO.faceClosed });
    await expect(card).toHaveCount(1);
    const pictures = card.getByRole('img');
    await expect(pictures).toHaveCount(2);
    await expect(card.getByRole('img', { name: /enrolled picture$/ })).toBeVisible();
    await expect(card.getByRole('img', { name: /^Check at the start/ })).toBeVisible();
    await expect(card.getByText('Did not match · start')).toBeVisible();
    for (const picture of await pictures.all()) {
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    }
    await shot(page, testInfo, 'school-face-review-desktop');

    const student = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await card.getByRole('button', { name: 'Not them: reject' }).click();
    const reason = 'The picture shows someone else; please sit the test again with your teacher.';
    await card.getByRole('textbox', { name: 'Why is the attempt rejected?' }).fill(reason);
    await shot(page, testInfo, 'school-face-reject-desktop', false);
    await card.getByRole('button', { name: 'Reject the attempt' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('Nothing to review')).toBeVisible();

    await page.getByRole('radiogroup', { name: 'Which attempts' }).getByText('Decided', { exact: true }).click();
    const decided = page.getByRole('article', { name: student });
    await expect(decided.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(decided).toContainText(reason);
    await shot(page, testInfo, 'school-face-decided-desktop');
  });

  test('staff read a closed assessment’s analytics and download its CSV', async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    await signedInPage(page, account('institute'));
    await page.goto('/assessment');
    await page.getByRole('textbox', { name: 'Search by title' }).fill('science and maths');
    await page.getByRole('link', { name: DEMO.closed }).click();
    await expect(page.getByRole('heading', { level: 1, name: DEMO.closed })).toBeVisible();
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(/tab=analytics/);
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText(/Average\d+(\.\d+)?%/);
    await expect(panel).toContainText(/Submitted\d+/);
    await expect(panel).toContainText(/Set for\d+students/);
    await expect(panel.getByRole('heading', { name: /spread/i })).toBeVisible();
    await shot(page, testInfo, 'staff-analytics-desktop');
    await expectNoSeriousViolations(page, 'the staff assignment page, Analytics tab (desktop)');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines[0]).toMatch(/^Student,Class,Section,Status,/);
  });
});

test.describe('a Q&A assignment', () => {
  test('the student writes answers and hands in; the teacher marks them with the rubric and feedback; released marks show', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize(PHONE);
    const student = await signedInPage(page, account('student'));
    const writing = await studentItem(page.request, DEMO.writing);
    expect(writing.status).toBe('TO_DO');
    await page.goto('/assessment');
    await page.getByRole('radiogroup', { name: 'Show' }).getByText('Q&A', { exact: true }).click();
    await openFromList(page, DEMO.writing);
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
    const total = await page.getByTestId('question-map-item').count();
    // The demo's written questions: saving water at school, then a neighbour who helps others.
    const answers = [
      'We could collect rain from the roof in a tank and use it for the garden, so less tap water is used.',
      'Mrs Rao from next door teaches younger children to read every evening. Last week she helped my cousin.',
    ];
    let written = 0;
    for (let at = 1; at <= total; at += 1) {
      await expect(page.getByText(`Question ${at} of ${total}`)).toBeVisible();
      const save = page.waitForResponse(isAnswerSave);
      const box = page.getByRole('textbox', { name: 'Your answer' });
      if (await box.count()) {
        await box.fill(answers[written % answers.length] ?? '');
        written += 1;
        if (written === 1) await shot(page, testInfo, 'student-qna-written-phone', false);
      } else {
        await optionsOf(page).nth(0).click();
      }
      expect((await save).status()).toBe(200);
      if (at < total) await page.getByRole('button', { name: 'Next', exact: true }).click();
    }
    expect(written).toBeGreaterThan(0);
    await expect(page.getByTestId('save-status')).toHaveText('Saved');
    await page.getByRole('button', { name: 'Hand in', exact: true }).click();
    await page.getByRole('dialog', { name: 'Hand in your answers?' }).getByTestId('submit-confirm').click();
    await expect(page.getByRole('status').filter({ hasText: 'Your answers are in. Well done!' })).toBeVisible();
    await expect(page.getByTestId('result-waiting')).toContainText(
      'Results will be shown after your teacher marks them.',
    );
    await shot(page, testInfo, 'student-qna-handed-in-phone');

    // The teacher marks the written answers with the rubric, and writes feedback.
    await page.setViewportSize(DESKTOP);
    await signedInPage(page, account('faculty'));
    await page.goto(`/assessment-details/${writing.code}`);
    await expect(page.getByRole('heading', { level: 1, name: DEMO.writing })).toBeVisible();
    await page.getByRole('tab', { name: 'Grading' }).click();
    await page.getByRole('combobox', { name: 'Student' }).click();
    await page.getByRole('option', { name: new RegExp(`^${student.user.name} ·`) }).click();
    await expect(page.getByRole('heading', { level: 3, name: student.user.name })).toBeVisible();
    const forms = page.getByRole('form', { name: new RegExp(`^Marks for ${student.user.name}, question \\d+$`) });
    await expect(forms).toHaveCount(written);
    for (const form of await forms.all()) {
      const fields = form.getByRole('textbox', { name: /\(out of \d+\)$/ });
      for (const field of await fields.all()) {
        const label = await field.evaluate((input: HTMLInputElement) => input.labels?.[0]?.textContent ?? '');
        const most = Number(/out of (\d+)/.exec(label)?.[1] ?? '1');
        await field.fill(String(Math.max(0, most - 1)));
      }
      await form
        .getByRole('textbox', { name: 'Feedback (optional)' })
        .fill('Clear and in your own words. Add one example next time.');
      await form.getByRole('button', { name: 'Save marks' }).click();
      await expect(form.getByTestId('save-state')).toHaveText('Saved');
    }
    await page
      .getByRole('textbox', { name: 'Overall feedback (optional)' })
      .fill('A careful piece of work — well done.');
    await page.getByRole('button', { name: 'Save feedback' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /^Saved$/ })
        .last(),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Student' })).toHaveValue(
      new RegExp(`${student.user.name} · .* · graded$`),
    );
    await shot(page, testInfo, 'teacher-grading-desktop');
    await expectNoSeriousViolations(page, 'the staff assignment page, Grading tab (desktop)');

    // Releasing is for the school, its admins and the assignment's author; grades go out together once it has
    // closed (it is still open), and the school's page says so beside the button.
    await signedInPage(page, account('institute'));
    await page.goto(`/assessment-details/${writing.code}?tab=grading`);
    await expect(page.getByText(/^Grades can be released after it closes on /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Release grades' })).toBeDisabled();

    // The student: this one waits for the release; a graded one shows the marks and feedback.
    await page.setViewportSize(PHONE);
    await signedInPage(page, account('student'));
    await page.goto(`/assessment-details/${writing.code}`);
    await expect(page.getByTestId('result-waiting')).toBeVisible();
    const graded = await studentItem(page.request, DEMO.graded);
    expect(graded.status).toBe('RESULT_OUT');
    await page.goto(`/assessment-details/${graded.code}`);
    await expect(page.getByRole('heading', { level: 1, name: DEMO.graded })).toBeVisible();
    await expect(page.getByTestId('result-score')).toHaveText(/^\d+ \/ \d+$/);
    await expect(page.getByText(/^Feedback:/)).toBeVisible();
    await expect(page.getByText(/^\d+ of \d+ marks$/).first()).toBeVisible();
    await shot(page, testInfo, 'student-qna-marks-phone');
  });
});
