/**
 * Leaderboards and quiz summaries (issue 6 §2): a Greenfield student opens the leaderboard for Today and the last
 * 30 days, switches between the boards, and sees their own rank pinned (the rank the API gives them, or the call to
 * play); the school account opens the quiz summary, a class and one of its students. Screenshots on phone and desktop.
 */
import path from 'node:path';
import { LEADERBOARD_PATHS, type Leaderboard } from '@noticeboard/shared';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { account, type DemoAccount, settle, signedInPage } from './support';

const DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const PAGE_LOAD = { timeout: 30_000 };

async function shot(page: Page, name: string) {
  await settle(page);
  await page.screenshot({ path: path.join(DIR, `${name}.png`), fullPage: true });
}

async function pageAs(browser: Browser, demo: DemoAccount, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signedInPage(page, demo);
  return page;
}

/** The board as the API gives it to the signed-in page, to check the page shows the same rank. */
async function boardFor(page: Page, query: string): Promise<Leaderboard> {
  const response = await page.request.get(`/api${LEADERBOARD_PATHS.leaderboard}?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()).body as Leaderboard;
}

async function expectMyRank(page: Page, board: Leaderboard) {
  const mine = page.getByTestId('my-rank');
  await expect(mine).toBeVisible(PAGE_LOAD);
  if (board.me) await expect(mine).toContainText(`Your rank #${board.me.rank}`);
  else await expect(mine).toContainText("Play today's quiz to get a rank");
}

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`a student sees today's and the month's leaderboards and their own rank (${device})`, async ({ browser }) => {
    const page = await pageAs(browser, account('student'), viewport);
    await page.goto('/leaderboard');
    await expect(page.getByRole('heading', { name: 'Leaderboard', exact: true })).toBeVisible(PAGE_LOAD);
    await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
    await expectMyRank(page, await boardFor(page, 'range=TODAY&scope=PLATFORM'));
    await expect(page.getByTestId('tie-rule')).toContainText('less total time');
    await shot(page, `leaderboard-today-${device}`);

    await page.getByRole('tab', { name: 'Last 30 days' }).click();
    const month = await boardFor(page, 'range=LAST_30_DAYS&scope=PLATFORM');
    await expectMyRank(page, month);
    if (month.entries[0]) await expect(page.getByTestId('podium-1')).toContainText(month.entries[0].name);
    await shot(page, `leaderboard-month-${device}`);

    await page.getByText('My class', { exact: true }).click();
    const myClass = await boardFor(page, 'range=LAST_30_DAYS&scope=CLASS');
    await expectMyRank(page, myClass);
    await expect(page.getByTestId('tie-rule')).toContainText(myClass.from);
    await page.getByText('My school', { exact: true }).click();
    await expectMyRank(page, await boardFor(page, 'range=LAST_30_DAYS&scope=INSTITUTE'));
    await shot(page, `leaderboard-school-${device}`);
    await page.context().close();
  });
}

/** The page is no wider than the screen: no sideways scroll, so no column is out of sight. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the school opens its quiz summary, a class and one of its students', async ({ browser }) => {
  const page = await pageAs(browser, account('institute'), DESKTOP);
  await page.goto('/quiz-summary');
  await expect(page.getByRole('heading', { name: 'Quiz summary' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('tab', { name: 'Last 30 days' })).toHaveAttribute('aria-selected', 'true');
  const classes = page.getByRole('table', { name: 'Classes and sections' });
  await expect(classes).toBeVisible();
  await expect(page.getByText('Students who played')).toBeVisible();
  await shot(page, 'quiz-summary-desktop');
  // On a phone the classes are cards with every value labelled: nothing scrolls sideways (issue 17 §8).
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('list', { name: 'Classes and sections' })).toBeVisible();
  await expect(classes).toBeHidden();
  await expectNoSidewaysScroll(page);
  await shot(page, 'quiz-summary-phone');
  await page.setViewportSize(DESKTOP);

  // The first class that has students.
  const withStudents = classes.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
  const count = await withStudents.count();
  let opened = false;
  for (let index = 0; index < count && !opened; index += 1) {
    const row = withStudents.nth(index);
    if (((await row.getByRole('cell').nth(1).textContent()) ?? '').trim() === '0') continue;
    const label = ((await row.getByRole('link').textContent()) ?? '').trim();
    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/quiz-summary\/class\?studentClass=/);
    await expect(page.getByRole('heading', { name: label })).toBeVisible(PAGE_LOAD);
    opened = true;
  }
  expect(opened, 'a class with students').toBe(true);
  const students = page.getByRole('table', { name: 'Students' });
  await expect(students).toBeVisible();
  await shot(page, 'quiz-summary-class-desktop');
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('list', { name: 'Students' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, 'quiz-summary-class-phone');
  await page.setViewportSize(DESKTOP);

  const first = students.getByRole('row').nth(1).getByRole('button');
  const name = ((await first.textContent()) ?? '').trim();
  await first.click();
  await expect(page).toHaveURL(/\/quiz-summary\/user\?userId=/);
  await expect(page.getByRole('heading', { name })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Total score')).toBeVisible();
  await shot(page, 'quiz-summary-student-desktop');
  await page.setViewportSize(PHONE);
  await shot(page, 'quiz-summary-student-phone');
  await page.context().close();
});

test('a student opening a student summary sees their own days', async ({ browser }) => {
  const page = await pageAs(browser, account('student'), PHONE);
  await page.goto('/quiz-summary/user');
  await expect(page.getByRole('heading', { name: 'My quiz days' })).toBeVisible(PAGE_LOAD);
  await shot(page, 'quiz-summary-own-phone');
  await page.context().close();
});
