import { NEWS_PATHS, type NewsArticle } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../db/schema';
import { type ArticleRow, buildArticle, buildPublisher } from '../../test/news-factories';
import { buildNewsWorld, type NewsWorld, newsCaller, WORLD_TIMEOUT_MS } from './news-test-kit';
import { recomputeTrending } from './trending.repository';

let w: NewsWorld<'studentA' | 'studentA2'>;
let call: ReturnType<typeof newsCaller>;
const list: ArticleRow[] = [];
const flagOf = (content: NewsArticle[], id: string) => content.find((article) => article._id === id)?.isSaved;

beforeAll(async () => {
  w = await buildNewsWorld(['studentA', 'studentA2']);
  call = newsCaller(w.t);
  const publisher = await buildPublisher(w.t.db, { name: 'Lakeside Herald' });
  for (let i = 0; i < 6; i++) list.push(await buildArticle(w.t.db, { publisherId: publisher.id, hoursAgo: i + 1 }));
}, WORLD_TIMEOUT_MS);
afterAll(async () => w.t.close());

const view = (id: string, viewType: 'VIEW' | 'IMPRESSION' = 'VIEW') =>
  call('POST', NEWS_PATHS.articleView, w.as.studentA, { articleId: id, viewType });

describe('reading', () => {
  it('needs a sign-in for every personal route', async () => {
    const id = list[0]?.id;
    expect((await call('POST', NEWS_PATHS.articleView, undefined, { articleId: id })).status).toBe(401);
    for (const path of [
      NEWS_PATHS.readingStatus,
      NEWS_PATHS.recentReads,
      NEWS_PATHS.forYou,
      NEWS_PATHS.bookmarkDetails,
      NEWS_PATHS.savedPublications,
      NEWS_PATHS.customizeFeeds,
      NEWS_PATHS.applyFilter,
      NEWS_PATHS.deckCategories,
      `${NEWS_PATHS.deckDetails}?category=SPORTS`,
      NEWS_PATHS.deckEligibility,
    ]) {
      expect((await call('GET', path)).status, path).toBe(401);
    }
    expect((await call('POST', NEWS_PATHS.bookmark, undefined, { articleId: id, saved: true })).status).toBe(401);
    expect((await call('POST', NEWS_PATHS.resetFilters)).status).toBe(401);
  });

  it('counts distinct articles read today and says "just reached" exactly once', async () => {
    const [a, b, c, d] = list;
    if (!a || !b || !c || !d) throw new Error('articles missing');
    expect((await view(a.id)).body).toMatchObject({ readToday: 1, dailyMinimum: 3, justReachedMinimum: false });
    expect((await view(a.id)).body).toMatchObject({ readToday: 1, justReachedMinimum: false });
    expect((await view(b.id, 'IMPRESSION')).body).toMatchObject({ readToday: 1, justReachedMinimum: false });
    expect((await view(b.id)).body).toMatchObject({ readToday: 2, minimumReached: false, justReachedMinimum: false });
    const third = await view(c.id);
    expect(third.body).toMatchObject({ readToday: 3, minimumReached: true, justReachedMinimum: true });
    expect((await view(c.id)).body).toMatchObject({ readToday: 3, minimumReached: true, justReachedMinimum: false });
    expect((await view(d.id)).body).toMatchObject({ readToday: 4, justReachedMinimum: false });
    expect((await call('GET', NEWS_PATHS.readingStatus, w.as.studentA)).body).toMatchObject({
      readToday: 4,
      minimumReached: true,
      justReachedMinimum: false,
    });
    expect((await call('GET', NEWS_PATHS.readingStatus, w.as.studentA2)).body.readToday).toBe(0);
  });

  it('counts views on the article (impressions do not) and rejects unknown articles and bad bodies', async () => {
    const [a, b] = list;
    if (!a || !b) throw new Error('articles missing');
    const rows = await w.t.db.select({ id: articles.id, viewCount: articles.viewCount }).from(articles);
    const count = (id: string) => rows.find((row) => row.id === id)?.viewCount;
    expect(count(a.id)).toBe(2);
    expect(count(b.id)).toBe(1);
    expect((await view('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call('POST', NEWS_PATHS.articleView, w.as.studentA, { articleId: 'x' })).status).toBe(400);
  });

  it('lists recent reads, last read first, each article once', async () => {
    const [a, b, c, d] = list;
    if (!a || !b || !c || !d) throw new Error('articles missing');
    await view(a.id);
    const page = await call('GET', `${NEWS_PATHS.recentReads}?size=3`, w.as.studentA);
    expect(page.body).toMatchObject({ totalElements: 4, totalPages: 2, last: false });
    expect(page.body.content.map((article: NewsArticle) => article._id)).toEqual([a.id, d.id, c.id]);
    const next = await call('GET', `${NEWS_PATHS.recentReads}?page=1&size=3`, w.as.studentA);
    expect(next.body.content.map((article: NewsArticle) => article._id)).toEqual([b.id]);
  });
});

describe('saving', () => {
  it('saves idempotently, keeps the count exact and shows isSaved in every list', async () => {
    const target = list[4];
    if (!target) throw new Error('article missing');
    const save = (who: typeof w.as.studentA, saved: boolean) =>
      call('POST', NEWS_PATHS.bookmark, who, { articleId: target.id, saved });
    expect((await save(w.as.studentA, true)).body).toEqual({ articleId: target.id, isSaved: true, saveCount: 1 });
    expect((await save(w.as.studentA, true)).body).toMatchObject({ isSaved: true, saveCount: 1 });
    expect((await save(w.as.studentA2, true)).body).toMatchObject({ saveCount: 2 });

    await recomputeTrending(w.t.db);
    const latest = await call('GET', NEWS_PATHS.latest, w.as.studentA);
    expect(flagOf(latest.body.content, target.id)).toBe(true);
    const trending = await call('GET', NEWS_PATHS.trending, w.as.studentA);
    expect(flagOf(trending.body.content, target.id)).toBe(true);
    const forYou = await call('GET', `${NEWS_PATHS.forYou}?size=50`, w.as.studentA);
    expect(flagOf(forYou.body.content, target.id)).toBe(true);
    const article = await call('GET', `${NEWS_PATHS.articleBySlug}?slug=${target.slug}`, w.as.studentA);
    expect(article.body).toMatchObject({ isSaved: true, saveCount: 2 });
    const anonymous = await call('GET', NEWS_PATHS.latest);
    expect(flagOf(anonymous.body.content, target.id)).toBe(false);

    const saved = await call('GET', NEWS_PATHS.bookmarkDetails, w.as.studentA);
    expect(saved.body).toMatchObject({ totalElements: 1 });
    expect(saved.body.content[0]).toMatchObject({ _id: target.id, isSaved: true });
    const publications = await call('GET', NEWS_PATHS.savedPublications, w.as.studentA);
    expect(publications.body).toEqual([
      { publisher: expect.objectContaining({ name: 'Lakeside Herald' }), articleCount: 1 },
    ]);

    expect((await save(w.as.studentA, false)).body).toEqual({ articleId: target.id, isSaved: false, saveCount: 1 });
    expect((await save(w.as.studentA, false)).body).toMatchObject({ isSaved: false, saveCount: 1 });
    const after = await call('GET', `${NEWS_PATHS.articleBySlug}?slug=${target.slug}`, w.as.studentA);
    expect(after.body).toMatchObject({ isSaved: false, saveCount: 1 });
    expect((await call('GET', NEWS_PATHS.bookmarkDetails, w.as.studentA)).body.totalElements).toBe(0);
  });

  it('does not save a removed article', async () => {
    const removed = list[5];
    if (!removed) throw new Error('article missing');
    await w.t.db.update(articles).set({ status: 'REMOVED' }).where(eq(articles.id, removed.id));
    const response = await call('POST', NEWS_PATHS.bookmark, w.as.studentA, { articleId: removed.id, saved: true });
    expect(response.status).toBe(404);
    expect((await call('GET', `${NEWS_PATHS.articleBySlug}?slug=${removed.slug}`)).status).toBe(404);
  });
});
