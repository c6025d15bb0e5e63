/**
 * The daily quiz (issue 6 §1, §5; issue 17 §8): a student reads three articles; the reading prompt waits until they
 * leave the third one and its Take a Quiz opens today's quiz player; they play (some questions skipped), submit with
 * a double click that still stores one submission, see the result with its celebration, their place in the quiz, the
 * five metrics and the review, and find their own rank on /leaderboard. An individual plays inline on /quiz (the
 * route table keeps them off /quiz/:customUrl). A visitor on /quiz is asked to sign in. Phone and desktop screenshots.
 */
import path from 'node:path';
import { NEWS_MESSAGES, NEWS_PATHS, NEWS_SECTION_TITLES, QUIZ_PATHS, QUIZ_RESULT_METRICS } from '@noticeboard/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { account, type DemoAccount, settle, signedInPage, storeSession } from './support';

const DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const PAGE_LOAD = { timeout: 30_000 };
/** The demo corpus is ingested on the first start; today's quiz is generated from it by a background job. */
const QUIZ_READY_MS = 420_000;

async function shot(page: Page, name: string, fullPage = true) {
  await settle(page);
  await page.screenshot({ path: path.join(DIR, `${name}.png`), fullPage });
}

function bodyOf(payload: unknown): Record<string, unknown> {
  const body = typeof payload === 'object' && payload !== null && 'body' in payload ? payload.body : null;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/** Waits until today's quiz exists (GET /quiz/today answers a quiz). */
async function waitForTodaysQuiz(request: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api${QUIZ_PATHS.publicToday}`);
        return response.ok() ? bodyOf(await response.json()).quiz != null : false;
      },
      { timeout: QUIZ_READY_MS, intervals: [3_000], message: "today's quiz generated" },
    )
    .toBe(true);
}

const endsWith = (pathname: string) => new RegExp(`${pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Reads the first three distinct articles of Latest News through the page; the last read's answer is returned. */
async function readThreeArticles(page: Page): Promise<Record<string, unknown>> {
  await page.goto('/latest');
  await expect(page.getByRole('heading', { level: 1, name: NEWS_SECTION_TITLES.latest })).toBeVisible(PAGE_LOAD);
  const links = page.locator('main a[href^="/details/"]');
  await expect(links.nth(2)).toBeVisible(PAGE_LOAD);
  const hrefs = [...new Set(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? '')))];
  let last: Record<string, unknown> = {};
  // Straight to each article: the list's order may change while the corpus is still being ingested.
  for (const href of hrefs.slice(0, 3)) {
    const viewRecorded = page.waitForResponse(
      (response) => response.url().includes(NEWS_PATHS.articleView) && response.request().method() === 'POST',
    );
    await page.goto(href);
    await expect(page.locator('#article-title')).toBeVisible(PAGE_LOAD);
    last = bodyOf(await (await viewRecorded).json());
  }
  return last;
}

/**
 * Answers every question of the open player (each third one skipped), checking each answer is saved; returns how
 * many were answered and skipped.
 */
async function playAllQuestions(page: Page, screenshot: string): Promise<{ answered: number; skipped: number }> {
  const dots = page.getByTestId('quiz-dot');
  await expect(dots.first()).toBeVisible(PAGE_LOAD);
  const total = await dots.count();
  expect(total).toBeGreaterThan(0);
  let answered = 0;
  for (let at = 0; at < total; at += 1) {
    await expect(page.getByText(`Question ${at + 1} of ${total}`)).toBeVisible();
    if (at % 3 === 2) {
      await page.getByRole('button', { name: 'Skip', exact: true }).click();
      continue;
    }
    const option = page.getByTestId('quiz-option').nth(at % 2);
    await option.click();
    await expect(option).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('save-state')).toHaveText('Saved');
    answered += 1;
    if (at === 0) await shot(page, screenshot, false);
    if (at < total - 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  return { answered, skipped: total - answered };
}

/** Opens the submit dialog, checks its counts and double-clicks Submit; returns how many submissions were sent. */
async function submitWithDoubleClick(page: Page, counts: { answered: number; skipped: number }): Promise<() => number> {
  let submissions = 0;
  page.on('request', (request) => {
    if (request.url().includes(QUIZ_PATHS.submit) && request.method() === 'POST') submissions += 1;
  });
  page.on('response', async (response) => {
    if (response.url().includes(QUIZ_PATHS.submit) && !response.ok()) {
      console.log('submission refused:', response.status(), await response.text().catch(() => ''));
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error') console.log('browser error:', message.text());
  });
  await page.getByRole('button', { name: 'Submit quiz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit your quiz?' });
  await expect(dialog.getByTestId('submit-answered')).toHaveText(String(counts.answered));
  await expect(dialog.getByTestId('submit-skipped')).toHaveText(String(counts.skipped));
  await dialog.getByTestId('submit-confirm').dblclick();
  return () => submissions;
}

async function expectResult(page: Page, counts: { answered: number; skipped: number }) {
  for (const { field } of QUIZ_RESULT_METRICS) await expect(page.getByTestId(`metric-${field}`)).toBeVisible(PAGE_LOAD);
  await expect(page.getByTestId('metric-totalQuestionAttempted')).toContainText(String(counts.answered));
  await expect(page.getByTestId('metric-skippedAnswers')).toContainText(String(counts.skipped));
  await expect(page.getByTestId('review-item')).toHaveCount(counts.answered + counts.skipped);
  await expect(page.getByRole('link', { name: 'See leaderboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read more news' })).toBeVisible();
}

test.describe('daily quiz', () => {
  test('a visitor on /quiz sees today’s quiz and is asked to sign in', async ({ page }) => {
    for (const [viewport, size] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto('/login');
      await storeSession(page, null);
      await page.goto('/quiz');
      await expect(page.getByRole('heading', { level: 1, name: 'Daily Quiz' })).toBeVisible(PAGE_LOAD);
      await expect(page.getByTestId('quiz-sign-in')).toBeVisible(PAGE_LOAD);
      await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
      await shot(page, `quiz-hub-visitor-${viewport}`);
    }
    await page.getByTestId('quiz-sign-in').click();
    await expect(page).toHaveURL(endsWith('/login'));
  });

  test('a student reads three articles, plays today’s quiz, submits once and sees result, review and rank (phone)', async ({
    page,
  }) => {
    test.setTimeout(QUIZ_READY_MS + 240_000);
    await page.setViewportSize(PHONE);
    const session = await signedInPage(page, account('student'));
    expect(session.user.type).toBe('CANDIDATE');
    await waitForTodaysQuiz(page.request);

    expect(await readThreeArticles(page)).toMatchObject({ justReachedMinimum: true });
    // The prompt waits (issue 17 §8): not over the third article as it opens, but once the reader leaves it.
    const prompt = page.getByTestId('reading-prompt');
    await page.waitForTimeout(1_000);
    await expect(page.getByText(NEWS_MESSAGES.minimumRead, { exact: true })).toHaveCount(0);
    await page.goto('/quiz');
    await expect(prompt.getByText(NEWS_MESSAGES.minimumRead, { exact: true })).toBeVisible(PAGE_LOAD);

    await expect(page.getByTestId('quiz-eligibility')).toContainText('Quiz unlocked', PAGE_LOAD);
    const daily = page.getByTestId('quiz-item').filter({ hasText: 'Daily quiz' }).first();
    await expect(daily.getByTestId('quiz-state')).toHaveText('Not started');
    await shot(page, 'quiz-hub-student-phone');
    // Take a Quiz goes straight to today's quiz player, not the hub.
    const customUrl = String(
      bodyOf(await (await page.request.get(`/api${QUIZ_PATHS.eligibility}`)).json()).quizCustomUrl ?? '',
    );
    expect(customUrl).toMatch(/^daily-/);
    await prompt.getByRole('link', { name: NEWS_MESSAGES.takeQuiz }).click();
    await expect(page).toHaveURL(endsWith(`/quiz/${customUrl}`));
    await expect(prompt).toHaveCount(0);
    await expect(page.getByTestId('quiz-dot').first()).toBeVisible(PAGE_LOAD);
    expect(await page.evaluate(() => localStorage.getItem('quizSessionId'))).toMatch(/^[0-9a-f-]{36}$/);

    const counts = await playAllQuestions(page, 'quiz-player-phone');
    expect(counts.skipped).toBeGreaterThan(0);
    const submissions = await submitWithDoubleClick(page, counts);
    await expect(page).toHaveURL(endsWith(`/result/${customUrl}`), PAGE_LOAD);
    await expectResult(page, counts);
    // Straight after playing: the celebration (confetti unless reduced motion) and the place in this quiz.
    await expect(page.getByTestId('confetti')).toBeAttached();
    await expect(page.getByTestId('quiz-rank')).toContainText(/\d+(st|nd|rd|th)/, PAGE_LOAD);
    await expect(page.getByTestId('quiz-rank')).toContainText('in your school');
    expect(submissions()).toBe(1);
    await shot(page, 'quiz-result-phone');

    // The list now shows it submitted with its result.
    await page.goto('/quiz');
    await expect(
      page.getByTestId('quiz-item').filter({ hasText: 'Daily quiz' }).first().getByTestId('quiz-state'),
    ).toHaveText('Submitted', PAGE_LOAD);

    // A reload of the result page finds the session through GET /users/quiz-result.
    await page.setViewportSize(DESKTOP);
    await page.goto(`/result/${customUrl}`);
    await expectResult(page, counts);
    // A later visit shows the result quietly.
    await expect(page.getByTestId('quiz-rank')).toBeVisible(PAGE_LOAD);
    await expect(page.getByTestId('confetti')).toHaveCount(0);
    await shot(page, 'quiz-result-desktop');

    await page.setViewportSize(PHONE);
    await page.goto('/leaderboard');
    await expect(page.getByTestId('my-rank')).toBeVisible(PAGE_LOAD);
  });

  test('an individual plays today’s quiz inline on /quiz and sees the result there (desktop)', async ({ page }) => {
    test.setTimeout(QUIZ_READY_MS + 180_000);
    await page.setViewportSize(DESKTOP);
    const individual: DemoAccount = account('individual');
    await signedInPage(page, individual);
    await waitForTodaysQuiz(page.request);
    await readThreeArticles(page);
    await page.goto('/quiz');
    await expect(page.getByTestId('quiz-eligibility')).toContainText('Quiz unlocked', PAGE_LOAD);
    // The reading-minimum prompt shows here (the reader left the third article); Continue reading puts it away.
    const prompt = page.getByTestId('reading-prompt');
    await prompt.getByRole('button', { name: NEWS_MESSAGES.continueReading }).click(PAGE_LOAD);
    await expect(prompt).toHaveCount(0);
    await shot(page, 'quiz-hub-individual-desktop');
    await page
      .getByTestId('quiz-item')
      .filter({ hasText: 'Daily quiz' })
      .first()
      .getByRole('button', { name: 'Play' })
      .click();
    await expect(page).toHaveURL(endsWith('/quiz'));
    const counts = await playAllQuestions(page, 'quiz-player-desktop');
    const submissions = await submitWithDoubleClick(page, counts);
    await expectResult(page, counts);
    expect(submissions()).toBe(1);
    await expect(page).toHaveURL(endsWith('/quiz'));
  });

  test('a teacher sees the school’s quizzes and the create form with approved bank questions (phone)', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signedInPage(page, account('faculty'));
    await page.goto('/quiz');
    await expect(page.getByRole('heading', { name: 'Your school’s quizzes' })).toBeVisible(PAGE_LOAD);
    await page.getByRole('button', { name: 'Create a quiz' }).click();
    await expect(page.getByLabel('Title')).toBeVisible();
    await page
      .getByLabel(/^Class/)
      .first()
      .click();
    await page.getByRole('option').first().click();
    await expect(page.getByText('Questions from your bank')).toBeVisible();
    await shot(page, 'quiz-hub-faculty-phone');
  });
});
