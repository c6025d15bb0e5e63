/**
 * The news feeds (issue 4 §4): Latest News with a category filter whose counts match the list, load more
 * appending, For You reasons changing after customize-feeds, categories and publishers to their news, saving
 * from a card into Saved Items. Screenshots of the news home, Latest (filter sheet on a phone) and For You.
 */
import path from 'node:path';
import { NEWS_PATHS, NEWS_SECTION_TITLES, TOPIC_CATEGORY_LABELS } from '@noticeboard/shared';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { account, settle, signedInPage, storeSession } from './support';

const DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
/** Lazy pages on a busy two-core machine can take longer than the default 10 s to appear. */
const expect = baseExpect.configure({ timeout: 45_000 });
/** The demo corpus is ingested in the background on the server's first start. */
const CORPUS_WAIT_MS = 180_000;

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(DIR, `${name}.png`), fullPage });

async function totalLatest(request: APIRequestContext): Promise<number> {
  const response = await request.get(`/api${NEWS_PATHS.latest}?size=1`);
  if (!response.ok()) return 0;
  const payload: unknown = await response.json();
  const body = typeof payload === 'object' && payload !== null && 'body' in payload ? payload.body : null;
  return typeof body === 'object' && body !== null && 'totalElements' in body ? Number(body.totalElements) : 0;
}

/** Waits until the demo corpus is in and no longer growing, so counts compared within a test stay put. */
async function waitForCorpus(request: APIRequestContext): Promise<void> {
  let previous = -1;
  await expect
    .poll(
      async () => {
        const total = await totalLatest(request);
        const settled = total >= 150 && total === previous;
        previous = total;
        return settled;
      },
      { timeout: CORPUS_WAIT_MS, intervals: [3_000], message: 'demo articles ingested' },
    )
    .toBe(true);
}

async function anonymousPage(page: Page): Promise<void> {
  await page.goto('/login');
  await storeSession(page, null);
}

const cardsIn = (page: Page, listName: string) => page.getByRole('list', { name: listName }).getByRole('article');

async function hrefsOf(page: Page, listName: string): Promise<string[]> {
  return page
    .getByRole('list', { name: listName })
    .locator('a[href^="/details/"]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
}

test.describe('news feeds', () => {
  test.describe.configure({ mode: 'serial', timeout: CORPUS_WAIT_MS + 180_000 });

  test('Latest News: a category filter whose count matches the list, kept on reload, then reset', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await anonymousPage(page);
    await waitForCorpus(page.request);
    await page.goto('/latest');
    await expect(page.getByRole('heading', { level: 1, name: NEWS_SECTION_TITLES.latest })).toBeVisible();
    await expect(cardsIn(page, NEWS_SECTION_TITLES.latest).first()).toBeVisible();

    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter latest news' });
    // Chips are checkboxes hidden behind their labels: read and press the label.
    const sportsLabel = sheet.getByText(new RegExp(`^${TOPIC_CATEGORY_LABELS.SPORTS} \\(\\d+\\)$`));
    const label = (await sportsLabel.textContent()) ?? '';
    const sportsCount = Number(/\((\d+)\)/.exec(label)?.[1]);
    expect(sportsCount).toBeGreaterThan(0);
    await sportsLabel.click();
    await expect(sheet.getByRole('checkbox', { name: label })).toBeChecked();
    // The Apply button shows the total for the chosen filter: the same number.
    await expect(sheet.getByRole('button', { name: `Apply · ${sportsCount} articles` })).toBeVisible();
    await page.waitForTimeout(300); // the sheet's opening transition
    await shot(page, 'news-latest-filters-phone');
    await sheet.getByRole('button', { name: /^Apply/ }).click();

    await expect(page.getByTestId('latest-total')).toHaveText(`${sportsCount} articles`);
    await expect(page.getByRole('group', { name: 'Applied filters' })).toContainText(TOPIC_CATEGORY_LABELS.SPORTS);
    const cards = cardsIn(page, NEWS_SECTION_TITLES.latest);
    await expect(cards.first()).toContainText(TOPIC_CATEGORY_LABELS.SPORTS);
    const shown = await cards.count();
    expect(shown).toBe(Math.min(sportsCount, 12));
    for (let index = 0; index < shown; index += 1) {
      await expect(cards.nth(index)).toContainText(TOPIC_CATEGORY_LABELS.SPORTS);
    }

    // The filter is kept on this device.
    await page.reload();
    await expect(page.getByTestId('latest-total')).toHaveText(`${sportsCount} articles`);

    await page.getByRole('button', { name: 'Filters, 1 applied' }).click();
    await page.getByRole('dialog', { name: 'Filter latest news' }).getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByTestId('latest-total')).toHaveText(`${await totalLatest(page.request)} articles`);
  });

  test('Latest News: Load more appends the next page', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await anonymousPage(page);
    await waitForCorpus(page.request);
    await page.goto('/latest');
    const cards = cardsIn(page, NEWS_SECTION_TITLES.latest);
    await expect(cards.first()).toBeVisible();
    const before = await hrefsOf(page, NEWS_SECTION_TITLES.latest);
    expect(before.length).toBeGreaterThanOrEqual(12);

    // Scrolling the button into view would let infinite scroll load page after page and move it away from a
    // click (it then loads the whole feed, and the button is gone): press it where it is.
    await page.getByRole('button', { name: 'Load more' }).dispatchEvent('click');
    await expect
      .poll(async () => (await hrefsOf(page, NEWS_SECTION_TITLES.latest)).length)
      .toBeGreaterThan(before.length);
    const after = await hrefsOf(page, NEWS_SECTION_TITLES.latest);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(new Set(after).size).toBe(after.length);
  });

  test('For You shows reasons and follows the categories chosen in customize-feeds', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signedInPage(page, account('student'));
    await waitForCorpus(page.request);
    await page.goto('/for-you');
    await expect(page.getByRole('heading', { level: 1, name: NEWS_SECTION_TITLES.forYou })).toBeVisible();
    const cards = cardsIn(page, NEWS_SECTION_TITLES.forYou);
    await expect(cards.first()).toBeVisible();
    const before = await hrefsOf(page, NEWS_SECTION_TITLES.forYou);
    // Every for-you card says why it was picked.
    const reasons = await cards.evaluateAll((articles) => articles.map((article) => article.textContent ?? ''));
    expect(
      reasons.every((text) =>
        /Trending now|Fresh today|Because you read|From your chosen|Something different/.test(text),
      ),
    ).toBe(true);
    await settle(page);
    await shot(page, 'news-for-you-before-desktop');

    await page.getByRole('link', { name: 'Customize' }).click();
    await expect(page).toHaveURL(/\/customize-feeds$/);
    const topics = page.getByRole('group', { name: 'Topics' });
    await topics.getByText(TOPIC_CATEGORY_LABELS.HEALTH, { exact: true }).click();
    await expect(topics.getByRole('checkbox', { name: TOPIC_CATEGORY_LABELS.HEALTH })).toBeChecked();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved. For You now follows these choices.')).toBeVisible();

    await page.goto('/for-you');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByText('From your chosen categories').first()).toBeVisible();
    const after = await hrefsOf(page, NEWS_SECTION_TITLES.forYou);
    expect(after).not.toEqual(before);
    const chosen = cards.filter({ hasText: 'From your chosen categories' });
    await expect(chosen.first()).toContainText(TOPIC_CATEGORY_LABELS.HEALTH);
  });

  test('Categories lead to a category’s news, and publishers to a publisher’s news', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await anonymousPage(page);
    await waitForCorpus(page.request);

    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 2, name: NEWS_SECTION_TITLES.categories })).toBeVisible();
    await page
      .getByRole('list', { name: NEWS_SECTION_TITLES.categories })
      .getByRole('link', { name: new RegExp(`^${TOPIC_CATEGORY_LABELS.ENVIRONMENT}`) })
      .click();
    await expect(page).toHaveURL(/\/category\/details\?category=environment$/);
    await expect(page.getByRole('heading', { level: 1, name: TOPIC_CATEGORY_LABELS.ENVIRONMENT })).toBeVisible();
    const categoryCards = cardsIn(page, `${TOPIC_CATEGORY_LABELS.ENVIRONMENT} articles`);
    await expect(categoryCards.first()).toContainText(TOPIC_CATEGORY_LABELS.ENVIRONMENT);

    await page.goto('/publisher');
    await expect(page.getByRole('heading', { level: 2, name: NEWS_SECTION_TITLES.publishers })).toBeVisible();
    const firstPublisher = page.getByRole('region', { name: NEWS_SECTION_TITLES.publishers }).getByRole('link').first();
    const name = ((await firstPublisher.locator('p').first().textContent()) ?? '').trim();
    expect(name.length).toBeGreaterThan(0);
    await firstPublisher.click();
    await expect(page).toHaveURL(/\/publication\/details\?publisherId=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const publisherCards = cardsIn(page, `Articles from ${name}`);
    await expect(publisherCards.first()).toContainText(name);
  });

  test('Saving from a card shows the article in Saved Items; an anonymous reader is asked to sign in', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await anonymousPage(page);
    await waitForCorpus(page.request);
    await page.goto('/latest');
    const anonymousSave = cardsIn(page, NEWS_SECTION_TITLES.latest).first().getByRole('button', { name: /^Save/ });
    await anonymousSave.click();
    await expect(page).toHaveURL(/\/login$/);

    await signedInPage(page, account('individual'));
    await page.goto('/latest');
    const card = cardsIn(page, NEWS_SECTION_TITLES.latest).nth(1);
    const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
    const save = card.getByRole('button', { name: `Save “${title}”` });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    const saved = page.waitForResponse((response) => response.url().includes(NEWS_PATHS.bookmark));
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).status()).toBe(200);

    await page.goto('/saved-items');
    await expect(page.getByRole('heading', { level: 1, name: NEWS_SECTION_TITLES.saved })).toBeVisible();
    const savedCard = cardsIn(page, NEWS_SECTION_TITLES.saved).filter({ hasText: title });
    await expect(savedCard).toHaveCount(1);
    await expect(savedCard.getByRole('button', { name: `Save “${title}”` })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('From these publishers')).toBeVisible();
  });
});

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`screenshots of the news home and For You (${name})`, async ({ page }) => {
    test.setTimeout(CORPUS_WAIT_MS + 180_000);
    await page.setViewportSize(viewport);
    await signedInPage(page, account('student'));
    await waitForCorpus(page.request);

    await page.goto('/current-affairs');
    for (const title of [
      NEWS_SECTION_TITLES.latest,
      NEWS_SECTION_TITLES.trending,
      NEWS_SECTION_TITLES.forYou,
      NEWS_SECTION_TITLES.publishers,
      NEWS_SECTION_TITLES.recentReads,
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: `See all: ${NEWS_SECTION_TITLES.latest}` })).toBeVisible();
    await settle(page);
    await shot(page, `news-home-${name}`);
    await shot(page, `news-home-full-${name}`, true);

    await page.goto('/for-you');
    await expect(cardsIn(page, NEWS_SECTION_TITLES.forYou).first()).toBeVisible();
    await settle(page);
    await shot(page, `news-for-you-${name}`);

    await page.goto('/latest');
    await expect(cardsIn(page, NEWS_SECTION_TITLES.latest).first()).toBeVisible();
    await settle(page);
    await shot(page, `news-latest-${name}`);
  });
}
