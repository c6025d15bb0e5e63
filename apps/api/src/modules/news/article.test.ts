import { NEWS_MESSAGES, NEWS_PATHS, type NewsArticle } from '@noticeboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArticleRow, buildArticle, buildPublisher, type PublisherRow } from '../../test/news-factories';
import { buildNewsWorld, type NewsWorld, newsCaller, WORLD_TIMEOUT_MS } from './news-test-kit';
import { recomputeTrending } from './trending.repository';

let w: NewsWorld<'studentA'>;
let call: ReturnType<typeof newsCaller>;
let publisher: PublisherRow;
let solar: ArticleRow;
let solarTwin: ArticleRow;
let unrelated: ArticleRow;

beforeAll(async () => {
  w = await buildNewsWorld(['studentA']);
  call = newsCaller(w.t);
  publisher = await buildPublisher(w.t.db, { name: 'Greenfield Chronicle', logoUrl: '/logo.png' });
  const other = await buildPublisher(w.t.db, { name: 'Zenith Weekly' });
  solar = await buildArticle(w.t.db, {
    publisherId: publisher.id,
    category: 'ENVIRONMENT',
    title: 'Solar panels power the school library',
    summary: 'Pupils helped install solar panels on the library roof.',
    contentText: 'The new solar panels on the library roof now make more electricity than the library uses.',
    imageKey: 'news/images/solar.webp',
    imageSmallKey: 'news/images/solar-small.webp',
    imageWidth: 1200,
    imageHeight: 800,
    audioStatus: 'READY',
    audioKey: 'news/audio/articles/solar.mp3',
    audioDurationSeconds: 42,
    hoursAgo: 2,
  });
  solarTwin = await buildArticle(w.t.db, {
    publisherId: other.id,
    category: 'TECHNOLOGY_AND_INNOVATION',
    title: 'How solar panels turn sunlight into electricity',
    summary: 'A simple guide to solar panels for young scientists.',
    contentText: 'Sunlight knocks electrons loose inside the cells of solar panels.',
    hoursAgo: 5,
  });
  unrelated = await buildArticle(w.t.db, {
    publisherId: other.id,
    category: 'SPORTS',
    title: 'Chess tournament draws a record crowd',
    summary: 'Forty players met in the town hall.',
    contentText: 'The youngest player was nine and won three games with a clever pawn sacrifice.',
    hoursAgo: 1,
  });
  for (let i = 0; i < 3; i++) {
    await buildArticle(w.t.db, { publisherId: publisher.id, category: 'ENVIRONMENT', hoursAgo: 10 + i });
  }
}, WORLD_TIMEOUT_MS);
afterAll(async () => w.t.close());

describe('article page', () => {
  it('returns the article with images, audio and body', async () => {
    const page = await call('GET', `${NEWS_PATHS.articleBySlug}?slug=${solar.slug}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      _id: solar.id,
      title: solar.title,
      category: 'ENVIRONMENT',
      publisher: { id: publisher.id, name: 'Greenfield Chronicle', logoUrl: '/logo.png' },
      image: {
        url: '/api/news/images/news/images/solar.webp',
        smallUrl: '/api/news/images/news/images/solar-small.webp',
        width: 1200,
        height: 800,
      },
      audio: { status: 'READY', url: '/api/news/audio/articles/solar.mp3', durationSeconds: 42 },
      isSaved: false,
    });
    expect(page.body.contentText).toContain('library roof');
    const twin = await call('GET', `${NEWS_PATHS.articleBySlug}?slug=${solarTwin.slug}`);
    expect(twin.body).toMatchObject({ image: null, audio: { status: 'PENDING', url: null } });
  });

  it('answers 404 with the contract message for an unknown slug, 400 without one', async () => {
    const missing = await call('GET', `${NEWS_PATHS.articleBySlug}?slug=no-such-article`);
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe(NEWS_MESSAGES.articleNotFound);
    expect((await call('GET', NEWS_PATHS.articleBySlug)).status).toBe(400);
  });
});

describe('similar and search', () => {
  it('finds related articles by text, never the article itself', async () => {
    const similar = await call('GET', `${NEWS_PATHS.similar}?slug=${solar.slug}&size=3`);
    expect(similar.status).toBe(200);
    const ids = similar.body.map((article: NewsArticle) => article._id);
    expect(ids[0]).toBe(solarTwin.id);
    expect(ids).not.toContain(solar.id);
    expect(ids).toHaveLength(3);
    // Topped up from the same category, not with the unrelated chess story.
    expect(ids).not.toContain(unrelated.id);
    expect((await call('GET', `${NEWS_PATHS.similar}?slug=${solar.slug}&size=99`)).status).toBe(400);
  });

  it('searches title, summary and body, ranked and paged', async () => {
    const byBody = await call('GET', `${NEWS_PATHS.search}?q=pawn sacrifice`);
    expect(byBody.body.content.map((article: NewsArticle) => article._id)).toEqual([unrelated.id]);
    const solarHits = await call('GET', `${NEWS_PATHS.search}?q=solar&size=1`);
    expect(solarHits.body).toMatchObject({ totalElements: 2, totalPages: 2, last: false });
    const none = await call('GET', `${NEWS_PATHS.search}?q=volcano`);
    expect(none.body).toMatchObject({ totalElements: 0, content: [] });
    expect((await call('GET', `${NEWS_PATHS.search}?q=a`)).status).toBe(400);
  });
});

describe('categories and publishers', () => {
  it('lists all categories with counts; yours follows reading, or the chosen ones', async () => {
    const anonymous = await call('GET', NEWS_PATHS.newsCategory);
    expect(anonymous.body.all).toHaveLength(11);
    expect(anonymous.body.all[0]).toEqual({
      category: 'ENVIRONMENT',
      label: 'Environment',
      slug: 'environment',
      articleCount: 4,
    });
    expect(anonymous.body.yours).toEqual([]);
    await call('POST', NEWS_PATHS.articleView, w.as.studentA, { articleId: unrelated.id });
    const read = await call('GET', NEWS_PATHS.newsCategory, w.as.studentA);
    expect(read.body.yours.map((entry: { category: string }) => entry.category)).toEqual(['SPORTS']);
    await call('PUT', NEWS_PATHS.customizeFeeds, w.as.studentA, {
      categories: ['HEALTH', 'TRAVEL'],
      publisherIds: [],
      personalise: true,
    });
    const chosen = await call('GET', NEWS_PATHS.newsCategory, w.as.studentA);
    expect(chosen.body.yours.map((entry: { category: string }) => entry.category)).toEqual(['HEALTH', 'TRAVEL']);
  });

  it('lists publishers with counts and the reader’s publication mix', async () => {
    const result = await call('GET', NEWS_PATHS.publicationCategory, w.as.studentA);
    expect(result.body.publishers).toEqual([
      { publisher: expect.objectContaining({ name: 'Greenfield Chronicle' }), articleCount: 4 },
      { publisher: expect.objectContaining({ name: 'Zenith Weekly' }), articleCount: 2 },
    ]);
    expect(result.body.mix).toEqual([
      { publisher: expect.objectContaining({ name: 'Zenith Weekly' }), readCount: 1, share: 1 },
    ]);
    expect((await call('GET', NEWS_PATHS.publicationCategory)).body.mix).toEqual([]);
  });

  it('ranks categories by trending score', async () => {
    await recomputeTrending(w.t.db);
    const trending = await call('GET', NEWS_PATHS.trendingCategory);
    expect(trending.body[0]).toMatchObject({ category: 'SPORTS' });
    expect(trending.body[0].score).toBeGreaterThan(0.9);
  });
});
