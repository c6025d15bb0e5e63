/**
 * The contract `/article/{articleType}` relies on (issue 21 §4): an article's kind is the topic category ingestion
 * assigns (`articles.category`), so the page reads the category feed. Only that kind, newest first in pages, without
 * removed articles or what the reader reported, and an unknown kind refused.
 */
import { NEWS_PATHS, type NewsArticle } from '@noticeboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArticleRow, buildArticle, buildPublisher } from '../../test/news-factories';
import { buildNewsWorld, type NewsWorld, newsCaller, WORLD_TIMEOUT_MS } from './news-test-kit';

let w: NewsWorld<'studentA' | 'studentA2'>;
let call: ReturnType<typeof newsCaller>;
const sports: ArticleRow[] = [];
let removed: ArticleRow;
let reported: ArticleRow;
const ids = (list: NewsArticle[]) => list.map((article) => article._id);
const feedOf = (kind: string, page: number, size: number) =>
  `${NEWS_PATHS.categoryWiseNews}?category=${kind}&page=${page}&size=${size}`;

beforeAll(async () => {
  w = await buildNewsWorld(['studentA', 'studentA2']);
  call = newsCaller(w.t);
  const publisher = await buildPublisher(w.t.db, { name: 'Playground Post' });
  for (let i = 0; i < 5; i++)
    sports.push(await buildArticle(w.t.db, { publisherId: publisher.id, category: 'SPORTS', hoursAgo: 1 + i }));
  for (let i = 0; i < 3; i++)
    await buildArticle(w.t.db, { publisherId: publisher.id, category: 'HEALTH', hoursAgo: i });
  removed = await buildArticle(w.t.db, { publisherId: publisher.id, category: 'SPORTS', status: 'REMOVED' });
  reported = await buildArticle(w.t.db, { publisherId: publisher.id, category: 'SPORTS', hoursAgo: 0.5 });
}, WORLD_TIMEOUT_MS);
afterAll(async () => w.t.close());

describe('the feed of one article kind', () => {
  it('lists only that kind, newest first, in pages without overlap', async () => {
    const first = await call('GET', feedOf('SPORTS', 0, 4), w.as.studentA);
    const second = await call('GET', feedOf('SPORTS', 1, 4), w.as.studentA);
    expect(first.status).toBe(200);
    expect(first.body.totalElements).toBe(6);
    expect(first.body.content).toHaveLength(4);
    expect(second.body.content).toHaveLength(2);
    const all: NewsArticle[] = [...first.body.content, ...second.body.content];
    expect(all.every((article) => article.category === 'SPORTS')).toBe(true);
    expect(new Set(ids(all)).size).toBe(6);
    expect(ids(all)).toEqual([reported.id, ...sports.map((article) => article.id)]);
  });

  it('never shows a removed article, nor one the reader reported (to them)', async () => {
    const report = await call('POST', NEWS_PATHS.reportAbuse, w.as.studentA, {
      articleId: reported.id,
      abuseType: 'INAPPROPRIATE',
      reason: 'This is not right for my class',
    });
    expect(report.status).toBe(201);
    const reporter = ids((await call('GET', feedOf('SPORTS', 0, 20), w.as.studentA)).body.content);
    const classmate = ids((await call('GET', feedOf('SPORTS', 0, 20), w.as.studentA2)).body.content);
    expect(reporter).not.toContain(reported.id);
    expect(classmate).toContain(reported.id);
    expect([...reporter, ...classmate]).not.toContain(removed.id);
  });

  it('refuses a kind that does not exist', async () => {
    const unknown = await call('GET', feedOf('GOSSIP', 0, 4), w.as.studentA);
    expect(unknown.status).toBe(400);
  });
});
