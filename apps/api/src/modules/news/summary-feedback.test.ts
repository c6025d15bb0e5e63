/**
 * "In short" through HTTP: the summary is open like the article (computed on first read for an article stored before
 * summaries, then kept), the thumbs are for signed-in readers, one vote per person per article and changeable;
 * 404 for an unknown, removed or hidden article, 400 for bad input, with nothing stored.
 */
import type { ArticleSummary } from '@noticeboard/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleSummaries, articleSummaryFeedback, instituteHiddenArticles } from '../../db/schema';
import { buildArticle, buildPublisher } from '../../test/news-factories';
import { buildNewsWorld, type NewsWorld, newsCaller, WORLD_TIMEOUT_MS } from './news-test-kit';
import { SUMMARY_VERSION } from './summary';

const TEXT = [
  'The city council approved a plan on Monday to plant 50,000 trees along school routes before the monsoon.',
  'Dr. Meera Rao said the trees would cool the roads by up to 2.5 degrees in the hottest weeks.',
  'The weather was pleasant in the morning.',
  'Children from twelve schools will help plant the trees and look after them for the first year.',
  'Each school will adopt one road and keep a diary of its trees.',
  'The council will report in December on how many trees survived the monsoon.',
].join(' ');

let w: NewsWorld<'studentA' | 'studentB' | 'adminA' | 'instituteA' | 'individual'>;
let call: ReturnType<typeof newsCaller>;
let articleId: string;
let hiddenFromA: string;
let removed: string;

async function votes(id: string, userId?: string) {
  const [row] = await w.t.db
    .select({ n: count() })
    .from(articleSummaryFeedback)
    .where(
      userId
        ? and(eq(articleSummaryFeedback.articleId, id), eq(articleSummaryFeedback.userId, userId))
        : eq(articleSummaryFeedback.articleId, id),
    );
  return row?.n ?? 0;
}

beforeAll(async () => {
  w = await buildNewsWorld(['studentA', 'studentB', 'adminA', 'instituteA', 'individual']);
  call = newsCaller(w.t);
  const publisher = await buildPublisher(w.t.db);
  // Stored straight into the table, as before summaries existed: the summary comes on first read.
  articleId = (await buildArticle(w.t.db, { publisherId: publisher.id, contentText: TEXT })).id;
  hiddenFromA = (await buildArticle(w.t.db, { publisherId: publisher.id, contentText: TEXT })).id;
  removed = (await buildArticle(w.t.db, { publisherId: publisher.id, contentText: TEXT, status: 'REMOVED' })).id;
  await w.t.db.insert(instituteHiddenArticles).values({ instituteId: w.schoolA.institute.id, articleId: hiddenFromA });
}, WORLD_TIMEOUT_MS);

afterAll(() => w?.t.close());

describe('GET /api/news/articles/:id/summary', () => {
  it('computes the summary on first read, stores it, and gives every reader the same', async () => {
    const [before] = await w.t.db.select().from(articleSummaries).where(eq(articleSummaries.articleId, articleId));
    expect(before).toBeUndefined();
    const visitor = await call('GET', `/news/articles/${articleId}/summary`);
    expect(visitor.status).toBe(200);
    const summary: ArticleSummary = visitor.body;
    expect(summary.sentences.length).toBeGreaterThan(0);
    expect(summary.sentences.length).toBeLessThanOrEqual(3);
    expect(summary.sentences[0]).toMatch(/^The city council approved/);
    expect(summary.myVote).toBeNull();
    const [stored] = await w.t.db.select().from(articleSummaries).where(eq(articleSummaries.articleId, articleId));
    expect(stored).toMatchObject({ sentences: summary.sentences, version: SUMMARY_VERSION });
    for (const who of [w.as.studentA, w.as.studentB, w.as.adminA, w.as.instituteA, w.as.individual]) {
      const read = await call('GET', `/news/articles/${articleId}/summary`, who);
      expect(read.status).toBe(200);
      expect(read.body.sentences).toEqual(summary.sentences);
    }
  });

  it('is 404 for an unknown or removed article, 400 for a malformed id', async () => {
    expect((await call('GET', '/news/articles/00000000-0000-4000-8000-000000000000/summary')).status).toBe(404);
    expect((await call('GET', `/news/articles/${removed}/summary`)).status).toBe(404);
    expect((await call('GET', '/news/articles/not-a-uuid/summary')).status).toBe(400);
  });

  it("follows the school's hidden articles: hidden from school A's people, not from school B's", async () => {
    expect((await call('GET', `/news/articles/${hiddenFromA}/summary`, w.as.studentA)).status).toBe(404);
    expect((await call('GET', `/news/articles/${hiddenFromA}/summary`, w.as.adminA)).status).toBe(404);
    expect((await call('GET', `/news/articles/${hiddenFromA}/summary`, w.as.studentB)).status).toBe(200);
    expect((await call('GET', `/news/articles/${hiddenFromA}/summary`, w.as.individual)).status).toBe(200);
  });
});

describe('POST /api/news/articles/:id/summary-feedback', () => {
  it('refuses a visitor with 401 and stores nothing', async () => {
    const response = await call('POST', `/news/articles/${articleId}/summary-feedback`, undefined, { helpful: true });
    expect(response.status).toBe(401);
    expect(await votes(articleId)).toBe(0);
  });

  it('keeps one vote per person, which they can change; each person sees only their own', async () => {
    const up = await call('POST', `/news/articles/${articleId}/summary-feedback`, w.as.studentA, { helpful: true });
    expect(up.status).toBe(200);
    expect(up.body.myVote).toBe(true);
    const down = await call('POST', `/news/articles/${articleId}/summary-feedback`, w.as.studentA, { helpful: false });
    expect(down.body.myVote).toBe(false);
    expect(await votes(articleId, w.as.studentA.userId)).toBe(1);
    expect((await call('GET', `/news/articles/${articleId}/summary`, w.as.studentA)).body.myVote).toBe(false);
    // Another school's student has not voted.
    expect((await call('GET', `/news/articles/${articleId}/summary`, w.as.studentB)).body.myVote).toBeNull();
    await call('POST', `/news/articles/${articleId}/summary-feedback`, w.as.studentB, { helpful: true });
    expect(await votes(articleId)).toBe(2);
    expect((await call('GET', `/news/articles/${articleId}/summary`, w.as.studentA)).body.myVote).toBe(false);
  });

  it('is 404 for an unknown, removed or hidden article, with nothing stored', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call('POST', `/news/articles/${unknown}/summary-feedback`, w.as.individual, { helpful: true })).status,
    ).toBe(404);
    expect(
      (await call('POST', `/news/articles/${removed}/summary-feedback`, w.as.individual, { helpful: true })).status,
    ).toBe(404);
    expect(
      (await call('POST', `/news/articles/${hiddenFromA}/summary-feedback`, w.as.studentA, { helpful: true })).status,
    ).toBe(404);
    expect(await votes(removed)).toBe(0);
    expect(await votes(hiddenFromA)).toBe(0);
  });

  it.each([
    ['no body', undefined],
    ['helpful missing', {}],
    ['helpful as text', { helpful: 'yes' }],
    ['an unknown field', { helpful: true, userId: 'x' }],
  ])('refuses %s with 400', async (_, payload) => {
    const before = await votes(articleId);
    const response = await call('POST', `/news/articles/${articleId}/summary-feedback`, w.as.individual, payload);
    expect(response.status).toBe(400);
    expect(await votes(articleId)).toBe(before);
  });
});
