import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, publisherFeeds, publishers } from '../../../db/schema';
import { LocalFileStorage } from '../../../lib/storage';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { upsertPublisher } from './ingest.repository';
import { IngestService } from './ingest.service';
import { PublishersFileError, syncPublishersFile } from './publishers-file';
import { html, prose, rss } from './test-feeds';

let t: TestApp;
let dir: string;
let filesDir: string;
let storage: LocalFileStorage;
const options = () => ({ log: t.app.log, timeoutMs: 10_000 });

const writeJson = (name: string, value: unknown) => writeFile(path.join(dir, name), JSON.stringify(value));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'nb-publishers-'));
  filesDir = await mkdtemp(path.join(tmpdir(), 'nb-publishers-files-'));
  t = await buildTestApp({ env: { FILES_DIR: filesDir } });
  storage = new LocalFileStorage(filesDir);
  await writeFile(
    path.join(dir, 'logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#2f9e44"/></svg>',
  );
  await writeFile(
    path.join(dir, 'photo.png'),
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1971c2' } })
      .png()
      .toBuffer(),
  );
  await writeFile(
    path.join(dir, 'sprout.xml'),
    rss('Sprout', [
      {
        title: 'Seed library opens in the town hall',
        guid: 'sprout-1',
        link: 'https://sprout.example/seed-library',
        description: 'Anyone can borrow seeds and return some from their harvest.',
        content: html(prose(130)),
        enclosure: { url: 'photo.png', type: 'image/png' },
      },
    ]),
  );
}, 180_000);

afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
  await rm(filesDir, { recursive: true, force: true });
});

describe('the publishers file', () => {
  it('adds publishers and feeds, with logos re-encoded to WebP and paths relative to the file', async () => {
    await writeJson('publishers.json', {
      publishers: [
        {
          slug: 'daily-sprout',
          name: 'The Daily Sprout',
          siteUrl: 'https://sprout.example',
          logo: 'logo.svg',
          defaultCategory: 'ENVIRONMENT',
          feeds: [{ url: 'sprout.xml' }, { url: 'https://sprout.example/health.xml', category: 'HEALTH' }],
        },
      ],
    });
    const result = await syncPublishersFile(t.db, storage, path.join(dir, 'publishers.json'), options());
    expect(result).toEqual({
      publishers: 1,
      feedUrls: [path.join(dir, 'sprout.xml'), 'https://sprout.example/health.xml'],
    });
    const [publisher] = await t.db.select().from(publishers).where(eq(publishers.slug, 'daily-sprout'));
    expect(publisher).toMatchObject({ name: 'The Daily Sprout', defaultCategory: 'ENVIRONMENT' });
    expect(publisher?.logoUrl).toMatch(/^\/api\/news\/images\/news\/logos\/daily-sprout-[0-9a-f]{12}\.webp$/);
    const logo = await t.app.inject({ method: 'GET', url: publisher?.logoUrl ?? '' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/webp');
    expect(await sharp(logo.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const feeds = await t.db
      .select()
      .from(publisherFeeds)
      .where(eq(publisherFeeds.publisherId, publisher?.id ?? ''));
    expect(feeds.map((feed) => [feed.url, feed.category, feed.enabled]).sort()).toEqual(
      [
        [path.join(dir, 'sprout.xml'), null, true],
        ['https://sprout.example/health.xml', 'HEALTH', true],
      ].sort(),
    );
  });

  it('ingests a local feed with its local lead image', async () => {
    const ingest = new IngestService(t.db, storage, t.app.log, { intervalMinutes: 30, timeoutMs: 10_000 });
    expect(await ingest.ingestFeed(path.join(dir, 'sprout.xml'))).toMatchObject({ added: 1, failed: 0 });
    const [article] = await t.db.select().from(articles).where(eq(articles.guid, 'sprout-1'));
    // "library" in the title outweighs the publisher's ENVIRONMENT.
    expect(article).toMatchObject({ imageWidth: 960, imageHeight: 640, category: 'EDUCATION_AND_RESEARCH' });
    // The unchanged file counts as not modified the second time.
    expect(await ingest.ingestFeed(path.join(dir, 'sprout.xml'))).toMatchObject({ notModified: 1, added: 0 });
  });

  it('is the source of truth for what it lists, and leaves other publishers alone', async () => {
    await upsertPublisher(t.db, {
      slug: 'added-by-hand',
      name: 'Added by hand',
      siteUrl: null,
      defaultCategory: 'TRAVEL',
    });
    const [before] = await t.db.select().from(publishers).where(eq(publishers.slug, 'daily-sprout'));
    await writeJson('publishers.json', {
      publishers: [
        {
          slug: 'daily-sprout',
          name: 'The Daily Sprout (new name)',
          logo: 'missing-logo.png',
          defaultCategory: 'EDUCATION_AND_RESEARCH',
          feeds: [{ url: 'sprout.xml' }],
        },
      ],
    });
    await syncPublishersFile(t.db, storage, path.join(dir, 'publishers.json'), options());
    const [after] = await t.db.select().from(publishers).where(eq(publishers.slug, 'daily-sprout'));
    // A logo that cannot be read keeps the stored one.
    expect(after).toMatchObject({
      id: before?.id,
      name: 'The Daily Sprout (new name)',
      siteUrl: null,
      defaultCategory: 'EDUCATION_AND_RESEARCH',
      logoUrl: before?.logoUrl,
    });
    const [removed] = await t.db
      .select()
      .from(publisherFeeds)
      .where(eq(publisherFeeds.url, 'https://sprout.example/health.xml'));
    expect(removed?.enabled).toBe(false);
    expect(await t.db.$count(publishers, eq(publishers.slug, 'added-by-hand'))).toBe(1);
  });

  it('is refused whole when invalid, naming the problem', async () => {
    await writeJson('bad.json', {
      publishers: [{ slug: 'Bad Slug', name: 'X', defaultCategory: 'WEATHER', feeds: [] }],
    });
    const sync = syncPublishersFile(t.db, storage, path.join(dir, 'bad.json'), options());
    await expect(sync).rejects.toThrow(PublishersFileError);
    await expect(sync).rejects.toThrow(/publishers\.0\.slug.*publishers\.0\.defaultCategory/);
    await writeFile(path.join(dir, 'broken.json'), '{ "publishers": [');
    await expect(syncPublishersFile(t.db, storage, path.join(dir, 'broken.json'), options())).rejects.toThrow(
      PublishersFileError,
    );
  });
});
