import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { articles, newsBulletins } from '../../../db/schema';
import { LocalFileStorage } from '../../../lib/storage';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { generateArticleAudio } from './article-audio';
import { claimPendingArticles } from './audio.repository';
import { audioColumnsOf, insertArticle, insertPublisher, looksLikeMp3, RecordingEncoder } from './audio-test-kit';
import { type AudioWorkerSettings, NewsAudioWorker } from './audio-worker';
import { EspeakLameEncoder, type SpeechEncoder } from './speech-encoder';

let t: TestApp;
let filesDir = '';
let storage: LocalFileStorage;
let publisherId = '';
const realEncoder = new EspeakLameEncoder();

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'nb-audio-files-'));
  t = await buildTestApp({ env: { FILES_DIR: filesDir } });
  storage = new LocalFileStorage(filesDir);
  publisherId = (await insertPublisher(t.db, 'Green Valley News')).id;
}, 180_000);
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

// Each test starts without articles or bulletins (the publisher stays).
beforeEach(async () => {
  await t.db.delete(articles);
  await t.db.delete(newsBulletins);
});

/** A worker keeping no bulletins unless asked: each bulletin is one more encoding per run. */
function workerWith(encoder: SpeechEncoder, settings: Partial<AudioWorkerSettings> = {}) {
  return new NewsAudioWorker({ db: t.db, storage, encoder, log: t.app.log }, { bulletins: [], ...settings });
}
const LATEST_ONLY = { bulletins: ['latest'] } satisfies Partial<AudioWorkerSettings>;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('article audio in the background', () => {
  it('turns PENDING articles into stored MP3s, READY with a duration, newest first', async () => {
    const older = await insertArticle(t.db, { title: 'Frogs in the school pond', publisherId, age: 60 });
    const newer = await insertArticle(t.db, { title: 'A kite festival on the hill', publisherId, age: 5 });
    const removed = await insertArticle(t.db, { title: 'Withdrawn story', publisherId, status: 'REMOVED' });
    expect((await audioColumnsOf(t.db, older.id)).status).toBe('PENDING');

    const encoder = new RecordingEncoder(realEncoder);
    const summary = await workerWith(encoder, LATEST_ONLY).runOnce();

    expect(summary).toMatchObject({ engineAvailable: true, ready: 2, failed: 0, bulletinsGenerated: 1 });
    const articleTexts = encoder.texts.filter((text) => !text.startsWith('Here is') && !text.startsWith('There is'));
    expect(articleTexts).toEqual([
      expect.stringMatching(/^A kite festival on the hill\. From Green Valley News\. /),
      expect.stringMatching(/^Frogs in the school pond\. From Green Valley News\. /),
    ]);
    for (const article of [older, newer]) {
      const audio = await audioColumnsOf(t.db, article.id);
      expect(audio.status).toBe('READY');
      expect(audio.key).toBe(`news/audio/articles/${article.id}.mp3`);
      expect(audio.duration).toBeGreaterThan(1);
      const file = await storage.read(audio.key ?? '');
      expect(looksLikeMp3(file)).toBe(true);
      // 32 kbit/s: about 4,000 bytes per second of speech.
      expect(file.length).toBeGreaterThan((audio.duration ?? 0) * 3500);
      expect(file.length).toBeLessThan((audio.duration ?? 0) * 4500);
    }
    expect((await audioColumnsOf(t.db, removed.id)).status).toBe('PENDING');

    // Nothing left to do: the next run encodes no article again.
    const again = new RecordingEncoder(realEncoder);
    expect(await workerWith(again, LATEST_ONLY).runOnce()).toMatchObject({
      ready: 0,
      failed: 0,
      bulletinsGenerated: 0,
    });
    expect(again.texts).toEqual([]);
  }, 60_000);

  it('with an age limit, voices only recent articles and leaves older ones to the browser', async () => {
    const fresh = await insertArticle(t.db, { title: 'Morning assembly news', publisherId, age: 30 });
    const old = await insertArticle(t.db, { title: 'Last week in the garden', publisherId, age: 3 * 24 * 60 });
    const summary = await workerWith(new RecordingEncoder(realEncoder), { maxArticleAgeHours: 24 }).runOnce();
    expect(summary).toMatchObject({ ready: 1, failed: 0 });
    expect((await audioColumnsOf(t.db, fresh.id)).status).toBe('READY');
    expect((await audioColumnsOf(t.db, old.id)).status).toBe('PENDING');
  }, 60_000);

  it('marks a failing article FAILED and carries on with the next; retries it later, a limited number of times', async () => {
    const broken = await insertArticle(t.db, { title: 'Broken story', publisherId, age: 1 });
    const fine = await insertArticle(t.db, { title: 'Fine story', publisherId, age: 2 });
    const encoder = new RecordingEncoder(realEncoder, (text) => text.startsWith('Broken story'));
    const settings = { retryDelayMs: 0, failedSweepEveryMs: 0, maxAttempts: 2 };

    const first = await workerWith(encoder, settings).runOnce();
    expect(first).toMatchObject({ ready: 1, failed: 1 });
    expect((await audioColumnsOf(t.db, fine.id)).status).toBe('READY');
    const failed = await audioColumnsOf(t.db, broken.id);
    expect(failed).toMatchObject({ status: 'FAILED', key: null, attempts: 1 });
    expect(failed.leaseUntil).toBeInstanceOf(Date);

    // The retry, then no more once the attempts are used up.
    await workerWith(encoder, settings).runOnce();
    expect(await audioColumnsOf(t.db, broken.id)).toMatchObject({ status: 'FAILED', attempts: 2 });
    await workerWith(encoder, settings).runOnce();
    expect(encoder.texts.filter((text) => text.startsWith('Broken story'))).toHaveLength(2);
    expect((await audioColumnsOf(t.db, broken.id)).status).toBe('FAILED');
  }, 60_000);

  it('does not retry a failed article before its retry time', async () => {
    const broken = await insertArticle(t.db, { title: 'Broken again', publisherId });
    const encoder = new RecordingEncoder(realEncoder, (text) => text.startsWith('Broken again'));
    await workerWith(encoder, { failedSweepEveryMs: 0 }).runOnce();
    await workerWith(encoder, { failedSweepEveryMs: 0 }).runOnce();
    expect(encoder.texts.filter((text) => text.startsWith('Broken again'))).toHaveLength(1);
    expect((await audioColumnsOf(t.db, broken.id)).status).toBe('FAILED');
  }, 60_000);

  it('never lets two workers make the same article', async () => {
    for (let i = 0; i < 6; i += 1) await insertArticle(t.db, { title: `Story number ${i}`, publisherId, age: i });
    const encoders = [new RecordingEncoder(realEncoder), new RecordingEncoder(realEncoder)];
    await Promise.all(encoders.map((encoder) => workerWith(encoder, { batchSize: 2 }).runOnce()));
    const stories = encoders.flatMap((encoder) => encoder.texts.filter((text) => text.startsWith('Story number')));
    expect(stories).toHaveLength(6);
    expect(new Set(stories).size).toBe(6);
    const statuses = await t.db.select({ status: articles.audioStatus }).from(articles);
    expect(statuses.every((row) => row.status === 'READY')).toBe(true);
  }, 90_000);

  it('takes over an article whose worker stopped mid-way once its claim expires', async () => {
    const article = await insertArticle(t.db, { title: 'Left behind', publisherId });
    await t.db
      .update(articles)
      .set({ audioAttempts: 1, audioLeaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(articles.id, article.id));
    await workerWith(new RecordingEncoder(realEncoder)).runOnce();
    expect((await audioColumnsOf(t.db, article.id)).status).toBe('PENDING');

    await t.db
      .update(articles)
      .set({ audioLeaseUntil: new Date(Date.now() - 1) })
      .where(eq(articles.id, article.id));
    await workerWith(new RecordingEncoder(realEncoder)).runOnce();
    expect(await audioColumnsOf(t.db, article.id)).toMatchObject({ status: 'READY', attempts: 2, leaseUntil: null });
  }, 60_000);

  it('the 0004 migration turns old `work:` markers in audio_key into attempts and a lease', async () => {
    const claimed = await insertArticle(t.db, { title: 'Claimed before', publisherId });
    const failed = await insertArticle(t.db, { title: 'Failed before', publisherId });
    const ready = await insertArticle(t.db, { title: 'Ready before', publisherId });
    const leaseMs = 1_790_000_000_123;
    await t.db
      .update(articles)
      .set({ audioKey: `work:1:${leaseMs}` })
      .where(eq(articles.id, claimed.id));
    await t.db
      .update(articles)
      .set({ audioStatus: 'FAILED', audioKey: `work:3:${leaseMs}` })
      .where(eq(articles.id, failed.id));
    await t.db
      .update(articles)
      .set({ audioStatus: 'READY', audioKey: 'news/audio/articles/ready.mp3' })
      .where(eq(articles.id, ready.id));
    // The migration's data statements (the columns exist already), run again on these rows.
    const migration = await readFile(
      path.resolve(import.meta.dirname, '../../../db/migrations/0004_audio_bookkeeping.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint').filter((part) => /UPDATE/.test(part))) {
      await t.db.execute(sql.raw(statement));
    }
    expect(await audioColumnsOf(t.db, claimed.id)).toMatchObject({
      status: 'PENDING',
      key: null,
      attempts: 1,
      leaseUntil: new Date(leaseMs),
    });
    expect(await audioColumnsOf(t.db, failed.id)).toMatchObject({ status: 'FAILED', key: null, attempts: 3 });
    expect(await audioColumnsOf(t.db, ready.id)).toMatchObject({
      key: 'news/audio/articles/ready.mp3',
      attempts: 0,
      leaseUntil: null,
    });
  });

  it('without espeak-ng, everything becomes UNAVAILABLE and comes back once it is installed', async () => {
    const article = await insertArticle(t.db, { title: 'Quiet day', publisherId });
    const missing = new EspeakLameEncoder({ espeakPath: path.join(filesDir, 'not-installed') });
    const summary = await workerWith(missing, LATEST_ONLY).runOnce();
    expect(summary.engineAvailable).toBe(false);
    expect((await audioColumnsOf(t.db, article.id)).status).toBe('UNAVAILABLE');
    const bulletin = (await get('/api/recommended/latest-news-audio/')).json().body;
    expect(bulletin.audio).toEqual({ status: 'UNAVAILABLE', url: null, durationSeconds: null });
    expect(bulletin.text).toContain('Quiet day');

    expect((await workerWith(realEncoder, LATEST_ONLY).runOnce()).ready).toBe(1);
    expect((await audioColumnsOf(t.db, article.id)).status).toBe('READY');
    expect((await get('/api/recommended/latest-news-audio/')).json().body.audio.status).toBe('READY');
  }, 60_000);

  it('generates one article on demand', async () => {
    const article = await insertArticle(t.db, { title: 'On demand', publisherId });
    const audio = await generateArticleAudio({ db: t.db, storage, encoder: realEncoder }, article.id);
    expect(audio).toMatchObject({ status: 'READY', url: `/api/news/audio/articles/${article.id}.mp3` });
    expect(audio.durationSeconds).toBeGreaterThan(0);
    expect((await get(audio.url ?? '')).statusCode).toBe(200);
  }, 30_000);
});

describe('the MP3 file route', () => {
  let url = '';
  let file: Buffer = Buffer.alloc(0);
  beforeEach(async () => {
    const article = await insertArticle(t.db, {
      title: 'Seeking works',
      publisherId,
      contentText: 'A long enough story to make a file of a few kilobytes, read slowly and clearly.',
    });
    const audio = await generateArticleAudio({ db: t.db, storage, encoder: realEncoder }, article.id);
    url = audio.url ?? '';
    file = await storage.read(`news/audio/articles/${article.id}.mp3`);
  }, 30_000);

  it('serves the whole file as audio/mpeg, open to anyone', async () => {
    const whole = await get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Number(whole.headers['content-length'])).toBe(file.length);
    expect(whole.rawPayload.equals(file)).toBe(true);
  });

  it('answers a range with 206 and the exact bytes, and 416 beyond the end', async () => {
    const part = await get(url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${file.length}`);
    expect(part.rawPayload.equals(file.subarray(100, 200))).toBe(true);
    const beyond = await get(url, { range: `bytes=${file.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${file.length}`);
  });

  it('answers 404 for unknown files and for anything outside the audio folder', async () => {
    await storage.put('news/images/secret.mp3', Buffer.from('not audio'));
    await storage.put('private/secret.mp3', Buffer.from('private'));
    for (const path of [
      '/api/news/audio/articles/00000000-0000-4000-8000-000000000000.mp3',
      '/api/news/audio/articles/../../images/secret.mp3',
      '/api/news/audio/articles/%2e%2e/%2e%2e/%2e%2e/private/secret.mp3',
      '/api/news/audio/..%2f..%2fprivate%2fsecret.mp3',
      '/api/news/audio/../../private/secret.mp3',
      '/api/news/audio/articles/x.txt',
      '/api/news/audio/',
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type'], path).not.toBe('audio/mpeg');
    }
  });
});

describe('news bulletins', () => {
  it('answers PENDING with the text at first, READY with a URL after the worker ran, and follows new articles', async () => {
    const titles = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map((word) => `Story ${word}`);
    for (const [index, title] of titles.entries()) await insertArticle(t.db, { title, publisherId, age: 10 - index });

    const before = await get('/api/recommended/latest-news-audio/');
    expect(before.statusCode).toBe(200);
    const pending = before.json().body;
    expect(pending.audio).toEqual({ status: 'PENDING', url: null, durationSeconds: null });
    expect(pending.text).toMatch(/^Here is the latest news from Noticeboard\. First, Story Six\. /);
    expect(pending.text).toContain('And finally, Story Two.');
    expect(pending.text).not.toContain('Story One');
    expect(pending.articles.map((article: { title: string }) => article.title)).toEqual(titles.slice(1).reverse());

    await workerWith(realEncoder, LATEST_ONLY).runOnce();
    const ready = (await get('/api/recommended/latest-news-audio/')).json().body;
    expect(ready.text).toBe(pending.text);
    expect(ready.audio.status).toBe('READY');
    expect(ready.audio.url).toMatch(/^\/api\/news\/audio\/bulletins\/latest-[0-9a-f]{16}\.mp3$/);
    expect(ready.audio.durationSeconds).toBeGreaterThan(5);
    const file = await get(ready.audio.url);
    expect(file.statusCode).toBe(200);
    expect(looksLikeMp3(file.rawPayload)).toBe(true);

    // A newer article: the old version is stale (PENDING again), then replaced and its file removed.
    await insertArticle(t.db, { title: 'Story Seven', publisherId, age: 0 });
    const stale = (await get('/api/recommended/latest-news-audio/')).json().body;
    expect(stale.audio.status).toBe('PENDING');
    expect(stale.text).toMatch(/First, Story Seven\./);
    await workerWith(realEncoder, LATEST_ONLY).runOnce();
    const renewed = (await get('/api/recommended/latest-news-audio/')).json().body;
    expect(renewed.audio.status).toBe('READY');
    expect(renewed.audio.url).not.toBe(ready.audio.url);
    expect((await get(ready.audio.url)).statusCode).toBe(404);
  }, 90_000);

  it("reads one category's newest articles, and refuses an unknown category", async () => {
    await insertArticle(t.db, { title: 'Relay race record', publisherId, category: 'SPORTS' });
    await insertArticle(t.db, { title: 'Clean air week', publisherId, category: 'ENVIRONMENT' });

    const sports = (await get('/api/recommended/category-wise-news-audio/?category=SPORTS')).json().body;
    expect(sports.audio.status).toBe('PENDING');
    expect(sports.text).toMatch(/^Here is the latest Sports news from Noticeboard\. First, Relay race record\./);
    expect(sports.articles).toHaveLength(1);
    const health = (await get('/api/recommended/category-wise-news-audio/?category=HEALTH')).json().body;
    expect(health.text).toBe('There is no Health news to read yet. Please check again soon.');
    expect(health.articles).toEqual([]);

    await workerWith(realEncoder, { bulletins: ['category:SPORTS', 'category:HEALTH'] }).runOnce();
    const ready = (await get('/api/recommended/category-wise-news-audio/?category=SPORTS')).json().body;
    expect(ready.audio.status).toBe('READY');
    expect(ready.audio.url).toMatch(/^\/api\/news\/audio\/bulletins\/category-sports-[0-9a-f]{16}\.mp3$/);

    expect((await get('/api/recommended/category-wise-news-audio/?category=GARDENING')).statusCode).toBe(400);
    expect((await get('/api/recommended/category-wise-news-audio/')).statusCode).toBe(400);
  }, 90_000);

  it('marks a bulletin FAILED when its encoding fails, and keeps the text for the browser', async () => {
    await insertArticle(t.db, { title: 'Library week', publisherId });
    const encoder = new RecordingEncoder(realEncoder, (text) => text.startsWith('Here is the latest news'));
    const summary = await workerWith(encoder, { bulletins: ['latest', 'category:ENVIRONMENT'] }).runOnce();
    expect(summary).toMatchObject({ ready: 1, bulletinsFailed: 1, bulletinsGenerated: 1 });
    const bulletin = (await get('/api/recommended/latest-news-audio/')).json().body;
    expect(bulletin.audio).toEqual({ status: 'FAILED', url: null, durationSeconds: null });
    expect(bulletin.text).toContain('Library week');
  }, 60_000);
});

// PGlite has a single connection, so a second session cannot run while a row is locked there.
if (process.env.TEST_DATABASE === 'postgres') {
  describe('claiming on PostgreSQL', () => {
    it('skips a row another session holds locked instead of waiting for it', async () => {
      const locked = await insertArticle(t.db, { title: 'Locked by another worker', publisherId, age: 0 });
      const free = await insertArticle(t.db, { title: 'Free to take', publisherId, age: 1 });
      await t.db.transaction(async (tx) => {
        await tx.select().from(articles).where(eq(articles.id, locked.id)).for('update');
        const now = Date.now();
        const claimed = await claimPendingArticles(t.db, 5, now, now + 60_000);
        expect(claimed).toEqual([{ id: free.id, attempts: 1 }]);
      });
      const now = Date.now();
      expect(await claimPendingArticles(t.db, 5, now, now + 60_000)).toEqual([{ id: locked.id, attempts: 1 }]);
    });
  });
}
