import { NEWS_PATHS, type NewsArticle } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleBookmarks, articles, articleTrending, articleViews } from '../../db/schema';
import { type ArticleRow, buildArticle, buildPublisher } from '../../test/news-factories';
import { buildNewsWorld, type NewsWorld, newsCaller, WORLD_TIMEOUT_MS } from './news-test-kit';
import { recomputeTrending } from './trending.repository';

let w: NewsWorld<never>;
let call: ReturnType<typeof newsCaller>;
const list: ArticleRow[] = [];
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

beforeAll(async () => {
  w = await buildNewsWorld();
  call = newsCaller(w.t);
  const publisher = await buildPublisher(w.t.db);
  for (let i = 0; i < 5; i++) list.push(await buildArticle(w.t.db, { publisherId: publisher.id, hoursAgo: i + 1 }));
}, WORLD_TIMEOUT_MS);
afterAll(async () => w.t.close());

const order = async (query = '') =>
  (await call('GET', `${NEWS_PATHS.trending}${query}`)).body.content.map((article: NewsArticle) => article._id);

describe('trending', () => {
  it('falls back to the most viewed recent articles before any score exists', async () => {
    const [a, b, c, d, e] = list;
    if (!a || !b || !c || !d || !e) throw new Error('articles missing');
    await w.t.db.insert(articleViews).values([{ articleId: c.id }, { articleId: c.id }, { articleId: e.id }]);
    // view_count is what the fallback reads; keep it in step like the view route does.
    await w.t.db.update(articles).set({ viewCount: 2 }).where(eq(articles.id, c.id));
    await w.t.db.update(articles).set({ viewCount: 1 }).where(eq(articles.id, e.id));
    expect(await order()).toEqual([c.id, e.id, a.id, b.id, d.id]);
  });

  it('scores views (1) and saves (3) with a 24-hour half-life over 72 hours', async () => {
    const [a, b, c, d, e] = list;
    if (!a || !b || !c || !d || !e) throw new Error('articles missing');
    const user = w.people.studentA.id;
    await w.t.db.delete(articleViews);
    await w.t.db.insert(articleViews).values([
      { articleId: a.id, viewedAt: ago(0) },
      { articleId: a.id, viewedAt: ago(24) },
      { articleId: b.id, viewedAt: ago(48) },
      { articleId: d.id, viewedAt: ago(100) },
      { articleId: e.id, viewedAt: ago(1), viewType: 'IMPRESSION' },
    ]);
    await w.t.db.insert(articleBookmarks).values({ userId: user, articleId: c.id, createdAt: ago(25) });
    await recomputeTrending(w.t.db);
    const rows = await w.t.db.select().from(articleTrending);
    const score = (id: string) => rows.find((row) => row.articleId === id)?.score;
    expect(score(a.id)).toBeCloseTo(1.5, 2);
    expect(score(b.id)).toBeCloseTo(0.25, 2);
    expect(score(c.id)).toBeCloseTo(3 * 0.5 ** (25 / 24), 2);
    expect(score(d.id)).toBeUndefined();
    expect(score(e.id)).toBeUndefined();
    expect(rows.find((row) => row.articleId === c.id)).toMatchObject({ recentViews: 0, recentSaves: 1 });
    expect(await order()).toEqual([a.id, c.id, b.id]);
    const page = await call('GET', `${NEWS_PATHS.trending}?page=1&size=2`);
    expect(page.body).toMatchObject({ totalElements: 3, totalPages: 2, last: true });
    expect(page.body.content.map((article: NewsArticle) => article._id)).toEqual([b.id]);
  });

  it('drops articles whose signals left the window', async () => {
    await w.t.db.delete(articleViews);
    await w.t.db.delete(articleBookmarks);
    await recomputeTrending(w.t.db);
    expect(await w.t.db.select().from(articleTrending)).toEqual([]);
  });
});
