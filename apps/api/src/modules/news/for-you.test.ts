import { NEWS_PATHS, type NewsArticle, type TopicCategory } from '@noticeboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo } from '../../test/build-test-app';
import { type ArticleRow, buildArticle, buildPublisher } from '../../test/news-factories';
import { buildNewsWorld, type NewsWorld, newsCaller, WORLD_TIMEOUT_MS } from './news-test-kit';

let w: NewsWorld<'studentA'>;
/** The address answerParentConsent gives studentA's parent. */
let PARENT_A: string;
let call: ReturnType<typeof newsCaller>;
const byCategory = new Map<TopicCategory, ArticleRow[]>();
const CATEGORIES: TopicCategory[] = ['SPORTS', 'HEALTH', 'TRAVEL', 'POLITICS', 'BUSINESS'];

beforeAll(async () => {
  w = await buildNewsWorld(['studentA']);
  call = newsCaller(w.t);
  PARENT_A = `parent-${w.people.studentA.id}@home.test`;
  const publisher = await buildPublisher(w.t.db, { name: 'Meadow Post' });
  // 6 of each category; SPORTS are the oldest, so without signals they come last.
  for (const [c, category] of CATEGORIES.entries()) {
    const rows: ArticleRow[] = [];
    for (let i = 0; i < 6; i++) {
      rows.push(await buildArticle(w.t.db, { publisherId: publisher.id, category, hoursAgo: (5 - c) * 10 + i + 1 }));
    }
    byCategory.set(category, rows);
  }
}, WORLD_TIMEOUT_MS);
afterAll(async () => w.t.close());

const forYou = async (query = 'size=10') => {
  const response = await call('GET', `${NEWS_PATHS.forYou}?${query}`, w.as.studentA);
  expect(response.status).toBe(200);
  return response.body as { content: NewsArticle[]; totalElements: number; last: boolean };
};
/** Position of the first article of a category in the list (Infinity when absent). */
const firstOf = (content: NewsArticle[], category: TopicCategory) => {
  const index = content.findIndex((article) => article.category === category);
  return index < 0 ? Number.POSITIVE_INFINITY : index;
};

describe('for you', () => {
  it('without signals shows fresh and trending items, every one with a reason, pages without repeats', async () => {
    const first = await forYou('size=10');
    expect(first.totalElements).toBe(30);
    expect(first.content.every((article) => ['FRESH', 'TRENDING'].includes(article.reason?.kind ?? ''))).toBe(true);
    expect(firstOf(first.content, 'SPORTS')).toBeGreaterThan(5);
    const seen = new Set(first.content.map((article) => article._id));
    for (const page of [1, 2]) {
      const next = await forYou(`page=${page}&size=10`);
      for (const article of next.content) {
        expect(seen.has(article._id)).toBe(false);
        seen.add(article._id);
      }
      if (page === 2) expect(next.last).toBe(true);
    }
    expect(seen.size).toBe(30);
  });

  it('reading three SPORTS articles lifts SPORTS with "Because you read Sports", minus what was read', async () => {
    const sports = byCategory.get('SPORTS') ?? [];
    const before = firstOf((await forYou()).content, 'SPORTS');
    for (const article of sports.slice(0, 3)) {
      expect((await call('POST', NEWS_PATHS.articleView, w.as.studentA, { articleId: article.id })).status).toBe(200);
    }
    const after = await forYou();
    expect(firstOf(after.content, 'SPORTS')).toBeLessThan(before);
    expect(firstOf(after.content, 'SPORTS')).toBe(0);
    expect(after.content[0]?.reason).toEqual({ kind: 'READ_CATEGORY', text: 'Because you read Sports' });
    expect(after.totalElements).toBe(27);
    const readIds = new Set(sports.slice(0, 3).map((article) => article.id));
    expect(after.content.some((article) => readIds.has(article._id))).toBe(false);
    // No filter bubble: something from a rarely read category in the first page.
    expect(after.content.some((article) => article.reason?.kind === 'EXPLORE')).toBe(true);
    expect(after.content.filter((article) => article.category === 'SPORTS').length).toBeLessThan(10);
  });

  it('choosing HEALTH brings HEALTH first "From your chosen categories"', async () => {
    const saved = await call('PUT', NEWS_PATHS.customizeFeeds, w.as.studentA, {
      categories: ['HEALTH'],
      publisherIds: [],
      personalise: true,
    });
    expect(saved.status).toBe(200);
    const list = await forYou();
    expect(list.content[0]).toMatchObject({
      category: 'HEALTH',
      reason: { kind: 'CHOSEN_CATEGORY', text: 'From your chosen categories' },
    });
    expect(firstOf(list.content, 'HEALTH')).toBeLessThan(firstOf(list.content, 'SPORTS'));
  });

  it("without the parent's PERSONALISED_FEEDS consent, reading history chooses nothing (and again with it)", async () => {
    expect((await forYou('size=30')).content.some((article) => article.reason?.kind === 'READ_CATEGORY')).toBe(true);
    await w.t.app.inject({ method: 'POST', url: '/api/parent-consent/manage-link', payload: { email: PARENT_A } });
    const link = (await latestMailTo(w.t.outbox, PARENT_A)).links.find((href) => href.includes('manage=')) ?? '';
    const token = new URL(link).searchParams.get('manage') ?? '';
    const change = (granted: boolean) =>
      w.t.app.inject({
        method: 'PUT',
        url: '/api/parent-consent/manage',
        payload: { token, purpose: 'PERSONALISED_FEEDS', granted },
      });
    expect((await change(false)).statusCode).toBe(200);
    const plain = await forYou('size=30');
    expect(plain.content.some((article) => article.reason?.kind === 'READ_CATEGORY')).toBe(false);
    expect((await change(true)).statusCode).toBe(200);
    expect((await forYou('size=30')).content.some((article) => article.reason?.kind === 'READ_CATEGORY')).toBe(true);
  });

  it('switching personalisation off leaves no "Because you read" and no chosen-category reasons', async () => {
    await call('PUT', NEWS_PATHS.customizeFeeds, w.as.studentA, {
      categories: ['HEALTH'],
      publisherIds: [],
      personalise: false,
    });
    const list = await forYou('size=30');
    const kinds = new Set(list.content.map((article) => article.reason?.kind));
    expect([...kinds].every((kind) => kind === 'FRESH' || kind === 'TRENDING')).toBe(true);
    expect(list.content.some((article) => article.reason?.text.startsWith('Because you read'))).toBe(false);
  });
});
