import { NEWS_PATHS, type NewsArticle } from '@noticeboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArticleRow, buildArticle, buildPublisher, type PublisherRow } from '../../test/news-factories';
import { buildNewsWorld, type NewsWorld, newsCaller, WORLD_TIMEOUT_MS } from './news-test-kit';

let w: NewsWorld<'studentA'>;
let call: ReturnType<typeof newsCaller>;
let publisher: PublisherRow;
const sports: ArticleRow[] = [];

beforeAll(async () => {
  w = await buildNewsWorld(['studentA']);
  call = newsCaller(w.t);
  publisher = await buildPublisher(w.t.db, { name: 'Riverbend Daily' });
  for (let i = 0; i < 4; i++)
    sports.push(await buildArticle(w.t.db, { publisherId: publisher.id, category: 'SPORTS', hoursAgo: i + 1 }));
  for (let i = 0; i < 2; i++)
    await buildArticle(w.t.db, { publisherId: publisher.id, category: 'HEALTH', hoursAgo: i + 1 });
  // Too old for a deck.
  await buildArticle(w.t.db, { publisherId: publisher.id, category: 'HEALTH', hoursAgo: 24 * 10 });
}, WORLD_TIMEOUT_MS);
afterAll(async () => w.t.close());

describe('customize feeds', () => {
  it('starts empty with personalisation on, saves choices, refuses unknown publishers with field details', async () => {
    expect((await call('GET', NEWS_PATHS.customizeFeeds, w.as.studentA)).body).toEqual({
      categories: [],
      publisherIds: [],
      personalise: true,
    });
    const choices = { categories: ['HEALTH', 'SPORTS'], publisherIds: [publisher.id], personalise: false };
    expect((await call('PUT', NEWS_PATHS.customizeFeeds, w.as.studentA, choices)).body).toEqual(choices);
    expect((await call('GET', NEWS_PATHS.customizeFeeds, w.as.studentA)).body).toEqual(choices);
    const unknown = await call('PUT', NEWS_PATHS.customizeFeeds, w.as.studentA, {
      ...choices,
      publisherIds: [publisher.id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.details).toEqual([{ field: 'publisherIds.1', message: 'No publisher has this id' }]);
    const badCategory = await call('PUT', NEWS_PATHS.customizeFeeds, w.as.studentA, {
      ...choices,
      categories: ['GOSSIP'],
    });
    expect(badCategory.status).toBe(400);
    expect((await call('GET', NEWS_PATHS.customizeFeeds, w.as.studentA)).body).toEqual(choices);
  });
});

describe('applied filter', () => {
  it('keeps the applied filter until reset', async () => {
    const empty = { dateRange: null, categories: [], publishers: [] };
    expect((await call('GET', NEWS_PATHS.applyFilter, w.as.studentA)).body).toEqual(empty);
    const filter = { dateRange: 'LAST_7_DAYS', categories: ['SPORTS'], publishers: [publisher.id] };
    expect((await call('POST', NEWS_PATHS.applyFilter, w.as.studentA, filter)).body).toEqual(filter);
    expect((await call('GET', NEWS_PATHS.applyFilter, w.as.studentA)).body).toEqual(filter);
    expect((await call('POST', NEWS_PATHS.applyFilter, w.as.studentA, { ...filter, dateRange: 'SOON' })).status).toBe(
      400,
    );
    expect((await call('POST', NEWS_PATHS.resetFilters, w.as.studentA)).body).toEqual(empty);
    expect((await call('GET', NEWS_PATHS.applyFilter, w.as.studentA)).body).toEqual(empty);
  });
});

describe('decks', () => {
  it('counts recent and unread articles per category, and eligibility follows the unread count', async () => {
    const categories = await call('GET', NEWS_PATHS.deckCategories, w.as.studentA);
    const entry = (category: string) =>
      categories.body.find((item: { category: string }) => item.category === category);
    expect(categories.body).toHaveLength(11);
    expect(entry('SPORTS')).toMatchObject({ articleCount: 4, unreadCount: 4, slug: 'sports' });
    expect(entry('HEALTH')).toMatchObject({ articleCount: 2, unreadCount: 2 });
    expect((await call('GET', NEWS_PATHS.deckEligibility, w.as.studentA)).body).toEqual({
      eligible: true,
      unreadCount: 6,
    });
    for (const article of sports.slice(0, 2)) {
      await call('POST', NEWS_PATHS.articleView, w.as.studentA, { articleId: article.id });
    }
    expect((await call('GET', NEWS_PATHS.deckEligibility, w.as.studentA)).body).toEqual({
      eligible: false,
      unreadCount: 4,
    });
  });

  it('deals unread cards newest first, topped up with read ones when fewer than three', async () => {
    const deck = await call('GET', `${NEWS_PATHS.deckDetails}?category=SPORTS`, w.as.studentA);
    const ids = deck.body.cards.map((card: NewsArticle) => card._id);
    expect(deck.body.category).toBe('SPORTS');
    expect(ids).toEqual([sports[2]?.id, sports[3]?.id, sports[0]?.id, sports[1]?.id]);
    const health = await call('GET', `${NEWS_PATHS.deckDetails}?category=HEALTH`, w.as.studentA);
    expect(health.body.cards).toHaveLength(2);
    expect((await call('GET', `${NEWS_PATHS.deckDetails}?category=health`, w.as.studentA)).status).toBe(400);
  });
});
