import { NEWS_PATHS, type NewsArticle } from '@noticeboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArticle, buildPublisher, type PublisherRow } from '../../test/news-factories';
import { buildNewsWorld, type NewsWorld, newsCaller, WORLD_TIMEOUT_MS } from './news-test-kit';

let w: NewsWorld<never>;
let call: ReturnType<typeof newsCaller>;
let sunrise: PublisherRow;
let valley: PublisherRow;
const ids = (list: NewsArticle[]) => list.map((article) => article._id);

beforeAll(async () => {
  w = await buildNewsWorld();
  call = newsCaller(w.t);
  sunrise = await buildPublisher(w.t.db, { name: 'Sunrise Times' });
  valley = await buildPublisher(w.t.db, { name: 'Valley Gazette' });
  // 5 sports today (Sunrise), 3 health last week (Valley), 2 travel 60 days ago (Sunrise), 1 removed.
  for (let i = 0; i < 5; i++)
    await buildArticle(w.t.db, { publisherId: sunrise.id, category: 'SPORTS', hoursAgo: 1 + i });
  for (let i = 0; i < 3; i++)
    await buildArticle(w.t.db, { publisherId: valley.id, category: 'HEALTH', hoursAgo: 24 * 3 + i });
  for (let i = 0; i < 2; i++)
    await buildArticle(w.t.db, { publisherId: sunrise.id, category: 'TRAVEL', hoursAgo: 24 * 60 + i });
  await buildArticle(w.t.db, { publisherId: valley.id, category: 'HEALTH', status: 'REMOVED' });
}, WORLD_TIMEOUT_MS);
afterAll(async () => w.t.close());

describe('latest', () => {
  it('pages newest first without overlap, with totals', async () => {
    const first = await call('GET', `${NEWS_PATHS.latest}?page=0&size=4`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 0, size: 4, totalElements: 10, totalPages: 3, last: false });
    const times = first.body.content.map((article: NewsArticle) => article.publishedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const last = await call('GET', `${NEWS_PATHS.latest}?page=2&size=4`);
    expect(last.body).toMatchObject({ last: true });
    expect(last.body.content).toHaveLength(2);
    const second = await call('GET', `${NEWS_PATHS.latest}?page=1&size=4`);
    const all = [...ids(first.body.content), ...ids(second.body.content), ...ids(last.body.content)];
    expect(new Set(all).size).toBe(10);
    expect(first.body.content[0]).toMatchObject({
      category: 'SPORTS',
      isSaved: false,
      publisher: { name: 'Sunrise Times' },
    });
  });

  it('filters by date range, categories and publishers, and the counts agree', async () => {
    const cases = [
      '?dateRange=LAST_7_DAYS',
      '?categories=HEALTH,TRAVEL',
      `?publishers=${sunrise.id}`,
      `?dateRange=LAST_30_DAYS&categories=SPORTS&categories=HEALTH&publishers=${valley.id}`,
    ];
    const expected = [8, 5, 7, 3];
    for (const [i, query] of cases.entries()) {
      const latest = await call('GET', `${NEWS_PATHS.latest}${query}`);
      const counts = await call('GET', `${NEWS_PATHS.filterCount}${query}`);
      expect(latest.body.totalElements, query).toBe(expected[i]);
      expect(counts.body.total, query).toBe(latest.body.totalElements);
    }
  });

  it('counts each facet with the other facets applied', async () => {
    const counts = await call('GET', `${NEWS_PATHS.filterCount}?dateRange=LAST_7_DAYS&categories=SPORTS`);
    expect(counts.status).toBe(200);
    // Date ranges use the category filter only; categories use the date filter only.
    expect(counts.body.dateRanges).toMatchObject({ LAST_24_HOURS: 5, LAST_7_DAYS: 5, LAST_90_DAYS: 5 });
    expect(counts.body.categories).toMatchObject({ SPORTS: 5, HEALTH: 3, TRAVEL: 0, POLITICS: 0 });
    const publishers = Object.fromEntries(
      counts.body.publishers.map((entry: { name: string; count: number }) => [entry.name, entry.count]),
    );
    expect(publishers).toEqual({ 'Sunrise Times': 5, 'Valley Gazette': 0 });
  });

  it('refuses bad filter values', async () => {
    expect((await call('GET', `${NEWS_PATHS.latest}?dateRange=YESTERDAY`)).status).toBe(400);
    expect((await call('GET', `${NEWS_PATHS.latest}?categories=GOSSIP`)).status).toBe(400);
    expect((await call('GET', `${NEWS_PATHS.latest}?publishers=not-a-uuid`)).status).toBe(400);
    expect((await call('GET', `${NEWS_PATHS.latest}?size=500`)).status).toBe(400);
    expect((await call('GET', `${NEWS_PATHS.filterCount}?dateRange=SOON`)).status).toBe(400);
  });
});

describe('category and publisher lists', () => {
  it('lists one category and one publisher, newest first', async () => {
    const health = await call('GET', `${NEWS_PATHS.categoryWiseNews}?category=HEALTH&size=2`);
    expect(health.body).toMatchObject({ totalElements: 3, totalPages: 2 });
    expect(health.body.content.every((article: NewsArticle) => article.category === 'HEALTH')).toBe(true);
    const valleyNews = await call('GET', `${NEWS_PATHS.publicationWiseNews}?publisherId=${valley.id}`);
    expect(valleyNews.body.totalElements).toBe(3);
    expect((await call('GET', `${NEWS_PATHS.categoryWiseNews}?category=gossip`)).status).toBe(400);
    expect((await call('GET', NEWS_PATHS.publicationWiseNews)).status).toBe(400);
  });

  it('lists all publishers', async () => {
    const list = await call('GET', NEWS_PATHS.publishers);
    expect(list.body.map((publisher: { name: string }) => publisher.name)).toEqual(['Sunrise Times', 'Valley Gazette']);
  });
});
