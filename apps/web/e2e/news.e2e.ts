/**
 * The news reader's own journey (issue 4): a student reads three articles from Latest News, saves one and finds
 * it in Saved Items, listens at 1.5x, reaches the daily-minimum prompt (at the article's end on the phone, on
 * leaving it on the desktop — never as the third article opens) and goes to today's quiz; then swipes a deck.
 * Screenshots of the article page (with the player), the prompt, the deck and Saved Items, on phone and desktop.
 */
import path from 'node:path';
import { NEWS_MESSAGES, NEWS_PATHS, NEWS_SECTION_TITLES, QUIZ_PATHS } from '@noticeboard/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type DemoAccount, settle, signedInPage } from './support';

const DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
/** The demo corpus is ingested in the background on the first start, and audio recorded after it. */
const CORPUS_WAIT_MS = 180_000;
/** Page chunks can take a while on a busy CI machine. */
const PAGE_LOAD = { timeout: 30_000 };
const AUDIO_WAIT_MS = Number(process.env.NEWS_E2E_AUDIO_WAIT_MS ?? 120_000);

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(DIR, `${name}.png`), fullPage });

function bodyOf(payload: unknown): Record<string, unknown> {
  const body = typeof payload === 'object' && payload !== null && 'body' in payload ? payload.body : null;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

async function waitForCorpus(request: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api${NEWS_PATHS.latest}?size=1`);
        return response.ok() ? Number(bodyOf(await response.json()).totalElements ?? 0) : 0;
      },
      { timeout: CORPUS_WAIT_MS, intervals: [2_000], message: 'demo articles ingested' },
    )
    .toBeGreaterThan(10);
}

/** Set once a wait for a recording has timed out: later tests do not wait the whole time again. */
let recordingsStalled = false;

/** Polls the article API until its recording is READY; false when it is not ready in time. */
async function audioBecomesReady(request: APIRequestContext, slug: string): Promise<boolean> {
  const statusOf = async () => {
    const response = await request.get(`/api${NEWS_PATHS.articleBySlug}?slug=${encodeURIComponent(slug)}`);
    const audio = bodyOf(await response.json()).audio;
    return typeof audio === 'object' && audio !== null && 'status' in audio ? String(audio.status) : 'UNKNOWN';
  };
  try {
    await expect
      .poll(statusOf, { timeout: recordingsStalled ? 10_000 : AUDIO_WAIT_MS, intervals: [3_000] })
      .toMatch(/^(READY|FAILED|UNAVAILABLE)$/);
  } catch {
    recordingsStalled = true;
    return false;
  }
  return (await statusOf()) === 'READY';
}

/** Matches a URL ending in this path. */
const endsWith = (pathname: string) => new RegExp(`${pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * Readers of their own: the reading count is per person and day, and the quiz e2e reads as student@demo.test and
 * individual@demo.test at the same time (its prompt must be the one that reaches the minimum).
 */
const NEWS_STUDENT: DemoAccount = { name: 'student', email: 'student5@demo.test', kind: 'user' };
const DECK_STUDENT: DemoAccount = { ...NEWS_STUDENT, email: 'student7@demo.test' };
const NEWS_INDIVIDUAL: DemoAccount = {
  name: 'individual',
  email: 'lakshmi@demo.test',
  kind: 'individual',
};

const slugOf = (href: string) => decodeURIComponent(href.replace(/^\/details\//, ''));

/** The first `count` distinct article links on Latest News. */
async function latestArticleLinks(page: Page, count: number): Promise<string[]> {
  await page.goto('/latest');
  await expect(page.getByRole('heading', { level: 1, name: NEWS_SECTION_TITLES.latest })).toBeVisible(PAGE_LOAD);
  const links = page.locator('main a[href^="/details/"]');
  await expect(links.nth(count - 1)).toBeVisible(PAGE_LOAD);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  const distinct = [...new Set(hrefs)].slice(0, count);
  expect(distinct).toHaveLength(count);
  return distinct;
}

/** Opens an article from Latest News (as a reader does) and waits until the visit is recorded. */
async function readFromLatest(page: Page, href: string) {
  await page.goto('/latest');
  const viewRecorded = page.waitForResponse(
    (response) => response.url().includes(NEWS_PATHS.articleView) && response.request().method() === 'POST',
  );
  await page.locator(`main a[href="${href}"]`).first().click();
  await expect(page).toHaveURL(endsWith(href));
  await expect(page.locator('#article-title')).toBeVisible(PAGE_LOAD);
  const response = await viewRecorded;
  expect(response.status()).toBe(200);
  return bodyOf(await response.json());
}

async function readingStatus(request: APIRequestContext) {
  const response = await request.get(`/api${NEWS_PATHS.readingStatus}`);
  expect(response.status()).toBe(200);
  return bodyOf(await response.json());
}

/** Once the player has settled: 'recording' when the <audio> element loaded the file, else 'speech'. */
async function playerKind(page: Page): Promise<'recording' | 'speech'> {
  const player = page.getByRole('region', { name: 'Listen to this article' });
  await expect(player).toBeVisible(PAGE_LOAD);
  const loaded = page.locator('audio').evaluate(
    (element: HTMLAudioElement) =>
      element.readyState >= 1 ||
      new Promise<boolean>((resolve) => {
        element.addEventListener('loadedmetadata', () => resolve(true), { once: true });
        element.addEventListener('error', () => resolve(false), { once: true });
      }),
    undefined,
    PAGE_LOAD,
  );
  const recording = (await page.locator('audio').count()) > 0 && (await loaded.catch(() => false));
  if (!recording) await expect(player.getByText(NEWS_MESSAGES.audioNotReady)).toBeVisible();
  return recording ? 'recording' : 'speech';
}

/** Plays at 1.5x: the recording when it loads (rate and time checked on the element), else the browser's voice. */
async function listenAtOneAndAHalf(page: Page): Promise<'recording' | 'speech'> {
  const kind = await playerKind(page);
  const player = page.getByRole('region', { name: 'Listen to this article' });
  await player.getByRole('button', { name: /^Playback speed/ }).click();
  const speeds = page.getByRole('menu', { name: 'Playback speed' }).getByRole('menuitem');
  await expect(speeds).toHaveText(['0.5x', '0.75x', '1x', '1.5x', '1.75x', '2x']);
  await speeds.filter({ hasText: /^1\.5x$/ }).click();
  await expect(player.getByRole('button', { name: 'Playback speed 1.5x' })).toBeVisible();
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  if (kind === 'recording') {
    const audio = page.locator('audio');
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.playbackRate)).toBe(1.5);
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await player.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
  } else {
    // Fallback: the note is shown and the same controls drive speech synthesis at the chosen rate.
    await expect(player.getByText(NEWS_MESSAGES.audioNotReady)).toBeVisible();
    await expect(page.locator('audio')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => spokenRatesOf(window))).toContain(1.5);
  }
  return kind;
}

interface SpeechProbe {
  spokenRates?: number[];
}
const spokenRatesOf = (target: object) => (target as SpeechProbe).spokenRates ?? [];

/** Records the rate of every utterance handed to the browser's speech synthesis (the fallback player). */
function probeSpeech(page: Page) {
  return page.addInitScript(() => {
    const probe = window as unknown as SpeechProbe;
    probe.spokenRates = [];
    if (!('speechSynthesis' in window)) return;
    const speak = window.speechSynthesis.speak.bind(window.speechSynthesis);
    window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      probe.spokenRates?.push(utterance.rate);
      speak(utterance);
    };
  });
}

async function readThreeAndReachMinimum(page: Page, demo: DemoAccount, viewport: 'phone' | 'desktop') {
  await probeSpeech(page);
  await signedInPage(page, demo);
  await waitForCorpus(page.request);
  expect(await readingStatus(page.request)).toMatchObject({ readToday: 0, minimumReached: false });
  const [first, second, third] = await latestArticleLinks(page, 3);
  if (!first || !second || !third) throw new Error('three articles expected on Latest News');

  // First read: save it and listen to it.
  const firstStatus = await readFromLatest(page, first);
  expect(firstStatus).toMatchObject({ readToday: 1, justReachedMinimum: false });
  const title = (await page.locator('#article-title').textContent()) ?? '';
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');

  const ready = await audioBecomesReady(page.request, slugOf(first));
  if (ready) {
    await page.reload();
    await expect(page.locator('#article-title')).toBeVisible(PAGE_LOAD);
  }
  const played = await listenAtOneAndAHalf(page);
  // The server said READY but the file did not load: the player fell back to speech. Worth knowing, not hiding.
  test
    .info()
    .annotations.push({ type: 'audio', description: `API ${ready ? 'READY' : 'not ready'}; played by ${played}` });
  if (ready && played === 'speech') console.warn('news e2e: recording READY but not playable; speech fallback used');
  await settle(page);
  await shot(page, `news-article-${viewport}`);
  await shot(page, `news-article-full-${viewport}`, true);

  // Second read: no prompt yet.
  expect(await readFromLatest(page, second)).toMatchObject({ readToday: 2, justReachedMinimum: false });
  await expect(page.getByText(NEWS_MESSAGES.minimumRead)).toHaveCount(0);

  // Third read reaches the default minimum of 3: the spec §8 prompt, but not over the article as it opens
  // (issue 17 §8): it waits for the end of the article (phone) or for the reader to leave it (desktop).
  expect(await readFromLatest(page, third)).toMatchObject({ readToday: 3, justReachedMinimum: true });
  const prompt = page.getByTestId('reading-prompt');
  await page.waitForTimeout(1_500);
  await expect(page.getByText(NEWS_MESSAGES.minimumRead, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  if (viewport === 'phone') {
    await page.getByTestId('article-end').scrollIntoViewIfNeeded();
    // Shown once the article has been open a while (END_DWELL_MS, 10 s) with its end in view.
    await expect(prompt).toBeVisible({ timeout: 20_000 });
  } else {
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: NEWS_SECTION_TITLES.latest })).toBeVisible(PAGE_LOAD);
    await expect(prompt).toBeVisible(PAGE_LOAD);
  }
  await expect(prompt.getByText(NEWS_MESSAGES.minimumRead, { exact: true })).toBeVisible();
  await expect(prompt.getByRole('button', { name: NEWS_MESSAGES.continueReading })).toBeVisible();
  // It never takes focus.
  expect(await prompt.evaluate((element) => element.contains(document.activeElement))).toBe(false);
  await shot(page, `news-prompt-${viewport}`);
  // Take a Quiz opens today's quiz itself when it is open for the reader (an individual plays it on the hub).
  const eligibility = bodyOf(await (await page.request.get(`/api${QUIZ_PATHS.eligibility}`)).json());
  const open = eligibility.eligible === true && typeof eligibility.quizCustomUrl === 'string';
  await prompt.getByRole('link', { name: NEWS_MESSAGES.takeQuiz }).click();
  if (open && demo.kind !== 'individual') {
    await expect(page).toHaveURL(endsWith(`/quiz/${eligibility.quizCustomUrl}`));
  } else {
    await expect(page).toHaveURL(endsWith('/quiz'));
    if (open) await expect(page.getByRole('button', { name: 'All quizzes' })).toBeVisible(PAGE_LOAD);
  }
  await expect(prompt).toHaveCount(0);

  // The saved article is in Saved Items.
  await page.goto('/saved-items');
  await expect(page.getByRole('heading', { level: 1, name: NEWS_SECTION_TITLES.saved })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await settle(page);
  await shot(page, `news-saved-${viewport}`, true);
}

test.describe('news reader', () => {
  test.describe.configure({ mode: 'serial' });

  test('a student reads three articles, saves one, listens at 1.5x and reaches the daily minimum (phone)', async ({
    page,
  }) => {
    test.setTimeout(CORPUS_WAIT_MS + AUDIO_WAIT_MS + 90_000);
    await page.setViewportSize(PHONE);
    await readThreeAndReachMinimum(page, NEWS_STUDENT, 'phone');
  });

  test('the same journey on a desktop, as an individual reader', async ({ page }) => {
    test.setTimeout(CORPUS_WAIT_MS + AUDIO_WAIT_MS + 90_000);
    await page.setViewportSize(DESKTOP);
    await readThreeAndReachMinimum(page, NEWS_INDIVIDUAL, 'desktop');
  });

  test('a student swipes through a deck: left is next, right saves, buttons do the same', async ({ page }) => {
    test.setTimeout(CORPUS_WAIT_MS + 60_000);
    await page.setViewportSize(PHONE);
    await signedInPage(page, DECK_STUDENT);
    await waitForCorpus(page.request);
    const before = Number((await readingStatus(page.request)).readToday);

    await page.goto('/deck');
    await expect(page.getByRole('heading', { level: 1, name: 'News Deck' })).toBeVisible(PAGE_LOAD);
    const decks = page.locator('main a[href^="/deck/"]');
    await expect(decks.first()).toBeVisible(PAGE_LOAD);
    await settle(page);
    await shot(page, 'news-decks-phone', true);
    await decks.first().click();
    await expect(page).toHaveURL(/\/deck\/[a-z-]+$/);

    const progress = page.getByTestId('deck-progress');
    await expect(progress).toHaveText(/^1 of \d+$/, PAGE_LOAD);
    const total = Number((await progress.textContent())?.split(' of ')[1]);
    expect(total).toBeGreaterThanOrEqual(3);
    const card = page.getByTestId('deck-top-card');

    const swipe = async (dx: number, pauseForScreenshot?: string) => {
      const box = await card.boundingBox();
      if (!box) throw new Error('no top card');
      const y = box.y + box.height / 2;
      const x = box.x + box.width / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let step = 1; step <= 8; step += 1) await page.mouse.move(x + (dx * step) / 8, y + step);
      if (pauseForScreenshot) await shot(page, pauseForScreenshot);
      await page.mouse.up();
    };

    // Swipe left: next card.
    const firstTitle = await card.getAttribute('aria-label');
    await swipe(-220, 'news-deck-swiping-phone');
    await expect(progress).toHaveText(`2 of ${total}`);
    await expect(card).not.toHaveAttribute('aria-label', firstTitle ?? '');

    // Swipe right: saved, then the next card.
    const saved = page.waitForResponse(
      (response) => response.url().includes(NEWS_PATHS.bookmark) && response.request().method() === 'POST',
    );
    await swipe(220);
    expect(bodyOf(await (await saved).json())).toMatchObject({ isSaved: true });
    await expect(progress).toHaveText(`3 of ${total}`);

    // A short drag springs back.
    await swipe(-30);
    await expect(progress).toHaveText(`3 of ${total}`);

    // Buttons for keyboard and screen-reader users.
    await page.getByRole('button', { name: 'Prev' }).click();
    await expect(progress).toHaveText(`2 of ${total}`);
    await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(progress).toHaveText(`3 of ${total}`);
    await shot(page, 'news-deck-phone');

    // Swiping records no reading; opening a card in full does.
    expect(Number((await readingStatus(page.request)).readToday)).toBe(before);
    await page.getByRole('link', { name: 'Open' }).click();
    await expect(page).toHaveURL(/\/details\//);
    await expect.poll(async () => Number((await readingStatus(page.request)).readToday)).toBe(before + 1);

    // Desktop view of the same deck, and its end.
    await page.goBack();
    await page.setViewportSize(DESKTOP);
    await expect(progress).toHaveText(/^1 of \d+$/);
    await shot(page, 'news-deck-desktop');
    const cards = Number((await progress.textContent())?.split(' of ')[1]);
    for (let index = 1; index <= cards; index += 1) await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: "You're all caught up" })).toBeVisible();
    await page.goto('/deck');
    await expect(decks.first()).toBeVisible();
    await shot(page, 'news-decks-desktop', true);
  });
});
