/**
 * The forums (issue 5 §4): a Greenfield student opens /forums, starts a thread in a category and, since the school
 * approves posts first, finds it waiting under "Started by me"; a Riverside student's thread is published at once
 * (auto-approval), another Riverside student replies on its details page, likes it and finds it under "Replied to";
 * a visitor opens /forum/academics and a demo thread. Screenshots on phone and desktop.
 */
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { account, DEMO_INSTITUTE_URL, type DemoAccount, settle, signedInPage, storeSession } from './support';

const DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const PAGE_LOAD = { timeout: 30_000 };
/** Two Riverside students whose parents consented in the demo (student1's consent is still pending). */
const RIVERSIDE_STUDENT: DemoAccount = {
  name: 'student',
  email: 'student2@school2.demo.test',
  kind: 'user',
};
const RIVERSIDE_FRIEND: DemoAccount = { ...RIVERSIDE_STUDENT, email: 'student3@school2.demo.test' };
const DEMO_THREAD = 'How do you revise for science tests?';

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

const threadOf = (page: Page, title: string) => page.getByRole('article', { name: title });

/** Opens the composer from "Start a thread" and sends a thread with this title (category preset by the page). */
/** `waits`: the school reviews the thread first (the button says so and a note follows), else it is published. */
async function startThread(page: Page, title: string, text: string, waits: boolean) {
  await page.getByRole('button', { name: 'Start a thread' }).click();
  const composer = page.getByRole('form', { name: 'Start a thread' });
  await expect(composer.getByRole('textbox', { name: 'Title' })).toBeVisible(PAGE_LOAD);
  await composer.getByRole('textbox', { name: 'Title' }).fill(title);
  const editor = composer.getByRole('textbox', { name: 'What would you like to share?' });
  await editor.click();
  await page.keyboard.type(text);
  await expect(composer.getByRole('combobox', { name: 'Category' })).toHaveValue('Academics');
  await composer.getByRole('button', { name: waits ? 'Submit for review' : 'Publish' }).click();
  if (waits)
    await page.getByRole('dialog', { name: 'Sent for approval' }).getByRole('button', { name: 'Done' }).click();
}

test('a Greenfield student starts a thread from /forums; it waits for approval under Started by me', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Best way to learn the periodic table? ${Date.now().toString(36)}`;
  await page.setViewportSize(PHONE);
  await signedInPage(page, account('student'));
  await page.goto('/forums');
  await expect(page.getByRole('heading', { level: 1, name: 'Forums' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('tab', { name: 'My school', selected: true })).toBeVisible();
  const academics = page.getByRole('article', { name: 'Academics' });
  await expect(academics).toContainText(DEMO_THREAD);
  await shot(page, 'forums-my-school-phone', false);
  await page.setViewportSize(DESKTOP);
  await shot(page, 'forums-my-school-desktop', false);

  await academics.getByRole('link', { name: 'Academics' }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEMO_INSTITUTE_URL}/forum/academics$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Academics forum' })).toBeVisible(PAGE_LOAD);
  await startThread(
    page,
    title,
    'I keep mixing up the first twenty elements. Any songs or tricks that helped you?',
    true,
  );
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for approval' })).toBeVisible();
  await shot(page, 'forums-thread-waiting-desktop', false);

  await page.getByRole('link', { name: 'Started by me' }).click();
  await expect(page).toHaveURL(/\/forums\/started$/);
  const mine = threadOf(page, title);
  await expect(mine).toBeVisible(PAGE_LOAD);
  await expect(mine.getByText('Waiting for approval')).toBeVisible();
  await page.setViewportSize(PHONE);
  await shot(page, 'forums-started-phone', false);
});

test('a Riverside thread is published at once; a schoolmate replies and likes it', async ({ browser, page }) => {
  test.setTimeout(150_000);
  const title = `Study group for the maths olympiad ${Date.now().toString(36)}`;
  await page.setViewportSize(DESKTOP);
  await signedInPage(page, RIVERSIDE_STUDENT);
  await page.goto('/forum/academics');
  await expect(page.getByRole('heading', { level: 1, name: 'Academics forum' })).toBeVisible(PAGE_LOAD);
  await startThread(
    page,
    title,
    'Anyone from class 8 want to practise olympiad problems together on Saturdays?',
    false,
  );
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for approval' })).toHaveCount(0);
  const listed = threadOf(page, title);
  await expect(listed).toBeVisible(PAGE_LOAD);
  await expect(listed.getByText('Waiting for approval')).toHaveCount(0);

  const friend = await pageAs(browser, RIVERSIDE_FRIEND, PHONE);
  await friend.goto('/forum/academics');
  await threadOf(friend, title).getByRole('link', { name: title }).click();
  await expect(friend).toHaveURL(/\/forum\/details\//);
  const thread = threadOf(friend, title);
  await expect(thread).toBeVisible(PAGE_LOAD);
  await thread.getByRole('button', { name: /^Like, 0 likes$/ }).click();
  await expect(thread.getByRole('button', { name: /^Unlike, 1 like$/ })).toHaveAttribute('aria-pressed', 'true');
  await friend.getByRole('textbox', { name: 'Write a comment' }).fill('Count me in! I can bring last year’s papers.');
  await friend.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(friend.getByRole('listitem', { name: /^Comment by / })).toContainText('Count me in!');
  await expect(friend.getByLabel('1 comment', { exact: true })).toBeVisible();
  await shot(friend, 'forums-thread-details-phone');
  await friend.setViewportSize(DESKTOP);
  await shot(friend, 'forums-thread-details-desktop');

  await friend.goto('/forums/replied');
  const replied = threadOf(friend, title);
  await expect(replied).toBeVisible(PAGE_LOAD);
  await expect(replied.getByLabel('1 reply', { exact: true })).toBeVisible();
  await expect(replied.getByLabel('1 like', { exact: true })).toBeVisible();
  await shot(friend, 'forums-replied-desktop', false);
  await friend
    .context()
    .close()
    .catch(() => undefined);
});

test('visitors read a forum category and a thread, and are asked to sign in to start one', async ({ page }) => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/forum/academics');
    // A visitor who already answered the cookie banner, so it does not cover the list.
    await storeSession(page, null);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Academics forum' })).toBeVisible(PAGE_LOAD);
    await expect(page.getByRole('link', { name: 'Sign in to start a thread' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start a thread' })).toHaveCount(0);
    await expect(threadOf(page, DEMO_THREAD)).toBeVisible(PAGE_LOAD);
    await shot(page, `forums-category-public-${name}`, false);
  }
  await threadOf(page, DEMO_THREAD).getByRole('link', { name: DEMO_THREAD }).click();
  await expect(page).toHaveURL(/\/forum\/details\/how-do-you-revise-for-science-tests-forum$/);
  await expect(threadOf(page, DEMO_THREAD).getByRole('heading', { name: DEMO_THREAD })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('listitem', { name: /^Comment by / })).toHaveCount(4);
  await shot(page, 'forums-thread-public-desktop');
  await page.setViewportSize(PHONE);
  await shot(page, 'forums-thread-public-phone');
});
