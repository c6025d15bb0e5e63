import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, publisherFeeds } from '../../../db/schema';
import { LocalFileStorage } from '../../../lib/storage';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { findPublisherBySlug, upsertFeed, upsertPublisher } from './ingest.repository';
import { IngestService } from './ingest.service';
import { articlePage, atom, html, prose, rss } from './test-feeds';
import { type FixtureServer, send, startFixtureServer, xml } from './test-fixture-server';

const INTERVAL_MINUTES = 30;
/** Generous: a shared test machine can be slow to answer even from loopback. The hang test uses its own. */
const TIMEOUT_MS = 20_000;
const SHORT_TIMEOUT_MS = 1000;
const HOUR = 3_600_000;

let t: TestApp;
let server: FixtureServer;
let filesDir: string;
let storage: LocalFileStorage;
let ingest: IngestService;
let photo: Buffer;

const feedRow = async (url: string) => {
  const [row] = await t.db.select().from(publisherFeeds).where(eq(publisherFeeds.url, url));
  if (!row) throw new Error(`no feed ${url}`);
  return row;
};
const articleByGuid = async (guid: string) => {
  const [row] = await t.db.select().from(articles).where(eq(articles.guid, guid));
  if (!row) throw new Error(`no article ${guid}`);
  return row;
};

const hostile = `<p>Safe words about the science fair.</p>
<script>alert('stolen')</script>
<p><img src="x.png" onerror="alert(1)">Judges visited every stand.</p>
<p><a href="javascript:alert(2)">Click me</a> and <a href="/results" onclick="steal()">the results</a>.</p>
<iframe src="https://evil.example/frame">fallback text</iframe>
<style>p { display: none }</style>
<p style="color:red" class="x">${prose(130).join(' ')}</p>`;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'nb-ingest-files-'));
  t = await buildTestApp({ env: { FILES_DIR: filesDir } });
  storage = new LocalFileStorage(filesDir);
  server = await startFixtureServer();
  // The fixture server is on loopback: these tests fetch as if OUTBOUND_ALLOW_PRIVATE were set.
  ingest = new IngestService(t.db, storage, t.app.log, {
    intervalMinutes: INTERVAL_MINUTES,
    timeoutMs: TIMEOUT_MS,
    allowPrivateAddresses: true,
  });

  // A camera photo with EXIF and GPS, larger than the lead size.
  photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3a7d44' } })
    .png()
    .withExif({
      IFD0: { Make: 'FixtureCam', Model: 'Model 1', Copyright: 'Fixture' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' },
    })
    .toBuffer();
  server.route('/images/photo.png', send(photo, 'image/png'));
  server.route('/images/not-an-image.jpg', send('this is text, not a picture', 'image/jpeg'));

  const now = Date.now();
  server.route(
    '/rss.xml',
    xml(
      rss('Lakeside Times', [
        {
          title: 'Science fair draws a crowd',
          guid: 'lakeside-1',
          link: `${server.origin}/stories/science-fair?utm_source=feed&utm_medium=rss#top`,
          pubDate: new Date(now - 2 * HOUR),
          description: 'Pupils showed <b>inventions</b> to the whole town.',
          content: hostile,
          categories: ['Education and Research'],
          enclosure: { url: `${server.origin}/images/not-an-image.jpg`, type: 'image/jpeg' },
        },
        {
          title: 'Kite festival returns to the hill',
          guid: 'lakeside-2',
          link: '/pages/kites.html',
          pubDate: new Date(now + 48 * HOUR),
          description: 'The kite festival is back after two years, with a new class for home-made kites.',
          enclosure: { url: '/images/photo.png', type: 'image/png' },
        },
        {
          title: 'Science fair draws a crowd',
          guid: 'lakeside-3',
          link: `${server.origin}/stories/science-fair-judges`,
          description: 'The judges explain how they chose the winners of the science fair.',
          content: html(prose(150)),
        },
      ]),
    ),
  );
  server.route(
    '/pages/kites.html',
    send(
      articlePage('Kite festival returns to the hill', [
        'Hundreds of kites filled the sky above Windmill Hill on Sunday as the festival returned.',
        ...prose(140),
      ]),
      'text/html; charset=utf-8',
    ),
  );
  server.route(
    '/atom.xml',
    send(
      atom('Hilltop Herald', [
        {
          id: 'urn:hilltop:council-vote',
          title: 'Student council votes for a quiet reading corner',
          link: `${server.origin}/hilltop/reading-corner`,
          published: new Date(now - 5 * HOUR),
          summary: 'The council election results are in, and the new members voted on their first proposal.',
          content: html(prose(160)),
          author: 'Ravi Desai',
        },
        {
          id: 'urn:hilltop:swim',
          title: 'Swimming gala sets three records',
          link: `${server.origin}/hilltop/swimming-gala`,
          published: new Date(now - 30 * HOUR),
          summary: 'Three school records fell at the annual swimming gala.',
          content: html(prose(140)),
          category: 'Sports',
          thumbnail: `${server.origin}/images/photo.png`,
        },
      ]),
      'application/atom+xml',
    ),
  );
  server.route(
    '/mirror.xml',
    xml(
      rss('Mirror', [
        {
          title: 'Science fair draws a crowd (shared)',
          guid: 'mirror-1',
          link: `${server.origin}/stories/science-fair?utm_campaign=share`,
          description: 'The same story, shared by another publisher.',
          content: html(prose(130)),
        },
      ]),
    ),
  );
  server.route('/broken.xml', (response) => response.writeHead(500).end('Internal error'));
  server.route('/hang.xml', () => {
    // Never answers: the fetch must give up on its own.
  });
  server.route('/slow-body.xml', (response) => {
    response.writeHead(200, { 'content-type': 'application/rss+xml' });
    response.write('<?xml version="1.0"?><rss version="2.0"><channel><title>Slow</title>');
    // …and the rest never comes.
  });
  server.route(
    '/malformed.xml',
    xml('<?xml version="1.0"?><rss version="2.0"><channel><title>Oops</title><item><title>Unclosed</item></channel>'),
  );

  const lakeside = await upsertPublisher(t.db, {
    slug: 'lakeside-times',
    name: 'Lakeside Times',
    siteUrl: 'https://lakeside.example',
    defaultCategory: 'SOCIAL_CONCERNS',
  });
  const hilltop = await upsertPublisher(t.db, {
    slug: 'hilltop-herald',
    name: 'Hilltop Herald',
    siteUrl: 'https://hilltop.example',
    defaultCategory: 'ENVIRONMENT',
  });
  for (const [publisherId, feedPath] of [
    [lakeside.id, '/rss.xml'],
    [hilltop.id, '/atom.xml'],
    [lakeside.id, '/broken.xml'],
    [hilltop.id, '/malformed.xml'],
  ] as const) {
    await upsertFeed(t.db, { publisherId, url: server.url(feedPath), category: null });
  }
  // A fresh database on a busy shared machine can take longer than the default hook limit.
}, 180_000);

afterAll(async () => {
  await server?.close();
  await t?.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('ingesting due feeds', () => {
  let summary: Awaited<ReturnType<IngestService['ingestDueFeeds']>>;

  beforeAll(async () => {
    summary = await ingest.ingestDueFeeds();
  }, 60_000);

  it('ingests RSS and Atom while a broken and a malformed feed fail on their own', async () => {
    expect(summary).toEqual({ feeds: 4, fetched: 5, added: 5, duplicates: 0, failed: 2, notModified: 0 });
    const atomArticle = await articleByGuid('urn:hilltop:council-vote');
    expect(atomArticle).toMatchObject({
      title: 'Student council votes for a quiet reading corner',
      author: 'Ravi Desai',
      category: 'POLITICS',
      canonicalUrl: `${server.origin}/hilltop/reading-corner`,
      audioStatus: 'PENDING',
      status: 'PUBLISHED',
    });
    expect(atomArticle.wordCount).toBeGreaterThan(150);
    expect(atomArticle.readingMinutes).toBe(1);
    expect(atomArticle.contentText.split('\n\n').length).toBeGreaterThan(3);
  });

  it('records each failure on its feed with a back-off', async () => {
    const broken = await feedRow(server.url('/broken.xml'));
    expect(broken).toMatchObject({ lastStatus: '500', lastError: 'HTTP 500', consecutiveFailures: 1 });
    const delay = broken.nextFetchAt.getTime() - Date.now();
    expect(delay).toBeGreaterThan(2 * INTERVAL_MINUTES * 60_000 - 60_000);
    expect(delay).toBeLessThanOrEqual(2 * INTERVAL_MINUTES * 60_000);
    const malformed = await feedRow(server.url('/malformed.xml'));
    expect(malformed.lastStatus).toBe('PARSE_ERROR');
    expect(malformed.lastError).toMatch(/not well-formed/);
    const healthy = await feedRow(server.url('/rss.xml'));
    expect(healthy).toMatchObject({ lastStatus: '200', lastError: null, consecutiveFailures: 0 });
  });

  it('backs off further on each failure, and a success resets it', async () => {
    await ingest.ingestFeed(server.url('/broken.xml'));
    const twice = await feedRow(server.url('/broken.xml'));
    expect(twice.consecutiveFailures).toBe(2);
    expect(twice.nextFetchAt.getTime() - Date.now()).toBeGreaterThan(4 * INTERVAL_MINUTES * 60_000 - 60_000);

    server.route('/broken.xml', xml(rss('Recovered', [])));
    await ingest.ingestFeed(server.url('/broken.xml'));
    const recovered = await feedRow(server.url('/broken.xml'));
    expect(recovered).toMatchObject({ lastStatus: '200', lastError: null, consecutiveFailures: 0 });
    expect(recovered.nextFetchAt.getTime() - Date.now()).toBeLessThanOrEqual(INTERVAL_MINUTES * 60_000);
  });

  it('sanitises the HTML: no scripts, styles, iframes, handlers or javascript: links', async () => {
    const fair = await articleByGuid('lakeside-1');
    expect(fair.contentHtml).not.toMatch(/<script|<style|<iframe|<img|onerror|onclick|javascript:|style=|class=/i);
    expect(fair.contentHtml).not.toContain('alert');
    expect(fair.contentHtml).not.toContain('fallback text');
    expect(fair.contentHtml).toContain('<p>Safe words about the science fair.</p>');
    expect(fair.contentHtml).toContain('Click me');
    expect(fair.contentHtml).toContain(
      `<a href="${server.origin}/results" rel="noopener nofollow" target="_blank">the results</a>`,
    );
    expect(fair.contentText).toContain('Judges visited every stand.');
    expect(fair.contentText).not.toMatch(/[<>]/);
    expect(fair.summary).toBe('Pupils showed inventions to the whole town.');
    expect(fair.category).toBe('EDUCATION_AND_RESEARCH');
    expect(fair.canonicalUrl).toBe(`${server.origin}/stories/science-fair`);
  });

  it('extracts the full text of a summary-only item from its page', async () => {
    const kites = await articleByGuid('lakeside-2');
    expect(kites.contentText).toContain('Hundreds of kites filled the sky above Windmill Hill');
    expect(kites.contentText).not.toMatch(/Subscribe to our newsletter|window\.tracker/);
    expect(kites.wordCount).toBeGreaterThan(120);
    expect(kites.summary).toBe('The kite festival is back after two years, with a new class for home-made kites.');
    // Published "in two days": clamped to the time of ingest.
    expect(kites.publishedAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(kites.publishedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    // No category from the feed: "festival" in the title decides.
    expect(kites.category).toBe('CULTURAL_DIVERSITY');
  });

  it('re-encodes the lead image to WebP without EXIF or GPS, in two sizes', async () => {
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const kites = await articleByGuid('lakeside-2');
    expect(kites.imageKey).toBe(`news/images/${kites.id}-960.webp`);
    expect(kites.imageSmallKey).toBe(`news/images/${kites.id}-480.webp`);
    expect(kites).toMatchObject({ imageWidth: 960, imageHeight: 540, imageAlt: 'Kite festival returns to the hill' });
    const large = await sharp(await storage.read(kites.imageKey ?? '')).metadata();
    expect(large).toMatchObject({ format: 'webp', width: 960, height: 540 });
    expect(large.exif).toBeUndefined();
    const small = await sharp(await storage.read(kites.imageSmallKey ?? '')).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 480, height: 270 });
    expect(small.exif).toBeUndefined();
    // An Atom media:thumbnail counts too; a "JPEG" that is text does not.
    expect((await articleByGuid('urn:hilltop:swim')).imageKey).not.toBeNull();
    expect(await articleByGuid('lakeside-1')).toMatchObject({ imageKey: null, imageWidth: null, imageAlt: null });
  });

  it('gives two articles with one title two slugs', async () => {
    const first = await articleByGuid('lakeside-1');
    const second = await articleByGuid('lakeside-3');
    expect(first.slug).toBe('science-fair-draws-a-crowd');
    expect(second.slug).toBe('science-fair-draws-a-crowd-2');
  });

  it('adds nothing when the same feeds are read again, nor a story another feed already brought', async () => {
    const before = await t.db.$count(articles);
    expect(before).toBe(5);
    expect(await ingest.ingestFeed(server.url('/rss.xml'))).toMatchObject({ fetched: 3, added: 0, duplicates: 3 });
    expect(await ingest.ingestFeed(server.url('/atom.xml'))).toMatchObject({ fetched: 2, added: 0, duplicates: 2 });
    // Another publisher's feed carries the science fair's address (other tracking parameters): not added.
    const hilltop = await findPublisherBySlug(t.db, 'hilltop-herald');
    await upsertFeed(t.db, { publisherId: hilltop?.id ?? '', url: server.url('/mirror.xml'), category: null });
    expect(await ingest.ingestFeed(server.url('/mirror.xml'))).toMatchObject({ fetched: 1, added: 0, duplicates: 1 });
    expect(await t.db.$count(articles)).toBe(before);
  });

  it('serves the stored images, and nothing else', async () => {
    const kites = await articleByGuid('lakeside-2');
    const image = await t.app.inject({ method: 'GET', url: `/api/news/images/${kites.imageKey}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const missing = await t.app.inject({ method: 'GET', url: '/api/news/images/news/images/nothing-960.webp' });
    expect(missing.statusCode).toBe(404);
    await storage.put('news/audio/secret.mp3', Buffer.from('audio'));
    for (const url of [
      '/api/news/images/news/audio/secret.mp3',
      '/api/news/images/news/images/../audio/secret.mp3',
      '/api/news/images/news/images/%2e%2e/audio/secret.mp3',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('a feed that hangs', () => {
  it('gives up after the timeout, before the headers or in the middle of the body', async () => {
    const impatient = new IngestService(t.db, storage, t.app.log, {
      intervalMinutes: INTERVAL_MINUTES,
      timeoutMs: SHORT_TIMEOUT_MS,
      allowPrivateAddresses: true,
    });
    const publisher = await findPublisherBySlug(t.db, 'lakeside-times');
    const urls = [server.url('/hang.xml'), server.url('/slow-body.xml')];
    for (const url of urls) await upsertFeed(t.db, { publisherId: publisher?.id ?? '', url, category: null });
    const started = Date.now();
    expect(await impatient.ingestFeeds(urls)).toMatchObject({ feeds: 2, failed: 2, added: 0 });
    // Side by side, each stopped by its own timer: far from the minutes a hanging server could hold us.
    expect(Date.now() - started).toBeLessThan(SHORT_TIMEOUT_MS * 5);
    for (const url of urls) {
      expect(await feedRow(url)).toMatchObject({
        lastStatus: 'FETCH_ERROR',
        lastError: `timed out after ${SHORT_TIMEOUT_MS} ms`,
        consecutiveFailures: 1,
      });
    }
  });
});

describe('conditional GET', () => {
  it('sends the stored validators and changes nothing on 304', async () => {
    const etag = '"v1"';
    const lastModified = new Date(Date.now() - 86_400_000).toUTCString();
    const body = rss('Conditional', [
      {
        title: 'Library opens on Saturdays',
        guid: 'cond-1',
        link: `${server.origin}/cond/1`,
        content: html(prose(130)),
      },
    ]);
    server.route('/conditional.xml', (response, headers) => {
      if (headers['if-none-match'] === etag) response.writeHead(304).end();
      else
        response
          .writeHead(200, { etag, 'last-modified': lastModified, 'content-type': 'application/rss+xml' })
          .end(body);
    });
    const publisher = await upsertPublisher(t.db, {
      slug: 'conditional-news',
      name: 'Conditional News',
      siteUrl: null,
      defaultCategory: 'EDUCATION_AND_RESEARCH',
    });
    const url = server.url('/conditional.xml');
    await upsertFeed(t.db, { publisherId: publisher.id, url, category: 'TRAVEL' });

    expect(await ingest.ingestFeed(url)).toMatchObject({ added: 1, notModified: 0 });
    expect(await feedRow(url)).toMatchObject({ etag, lastModified });
    expect((await articleByGuid('cond-1')).category).toBe('TRAVEL');
    const count = await t.db.$count(articles);

    expect(await ingest.ingestFeed(url)).toEqual({
      feeds: 1,
      fetched: 0,
      added: 0,
      duplicates: 0,
      failed: 0,
      notModified: 1,
    });
    const second = server.requests.filter((request) => request.path === '/conditional.xml')[1];
    expect(second?.headers['if-none-match']).toBe(etag);
    expect(second?.headers['if-modified-since']).toBe(lastModified);
    expect(second?.headers['user-agent']).toMatch(/Noticeboard/);
    expect(await t.db.$count(articles)).toBe(count);
    expect(await feedRow(url)).toMatchObject({ etag, lastModified, lastStatus: '304', consecutiveFailures: 0 });
  });
});

describe('private addresses (OUTBOUND_ALLOW_PRIVATE off, the default)', () => {
  const guarded = () =>
    new IngestService(t.db, storage, t.app.log, { intervalMinutes: INTERVAL_MINUTES, timeoutMs: TIMEOUT_MS });
  const requestsFor = (path: string) => server.requests.filter((request) => request.path === path).length;

  it('refuses a feed on a loopback address: nothing requested, nothing stored, the feed failed', async () => {
    server.route(
      '/guarded.xml',
      xml(rss('Guarded', [{ title: 'Never stored', guid: 'guarded-1', content: html(prose(130)) }])),
    );
    const publisher = await upsertPublisher(t.db, {
      slug: 'guarded-news',
      name: 'Guarded News',
      siteUrl: null,
      defaultCategory: 'EDUCATION_AND_RESEARCH',
    });
    const url = server.url('/guarded.xml');
    await upsertFeed(t.db, { publisherId: publisher.id, url, category: null });

    expect(await guarded().ingestFeed(url)).toMatchObject({ feeds: 1, fetched: 0, added: 0, failed: 1 });
    expect(await feedRow(url)).toMatchObject({ lastStatus: 'REFUSED', consecutiveFailures: 1 });
    expect((await feedRow(url)).lastError).toMatch(/127\.0\.0\.1.*not a public address/);
    expect(requestsFor('/guarded.xml')).toBe(0);
    expect(await t.db.$count(articles, eq(articles.guid, 'guarded-1'))).toBe(0);
  });

  it('stores an item from its feed text when its page and image are on private addresses', async () => {
    server.route(
      '/guarded/story.html',
      send(articlePage('A private page', prose(300), server.url('/images/photo.png')), 'text/html'),
    );
    const feedFile = path.join(filesDir, 'guarded-local.xml');
    const summary = 'The book fair raised enough for forty new library books.';
    await writeFile(
      feedFile,
      rss('Local feed', [
        {
          title: 'Book fair raises funds',
          guid: 'guarded-local-1',
          link: server.url('/guarded/story.html'),
          description: summary,
          enclosure: { url: server.url('/images/photo.png'), type: 'image/png' },
        },
      ]),
    );
    const publisher = await findPublisherBySlug(t.db, 'guarded-news');
    await upsertFeed(t.db, { publisherId: publisher?.id ?? '', url: feedFile, category: null });
    const photoRequests = requestsFor('/images/photo.png');

    // A local feed file is read from disk whatever the switch says; its remote addresses are refused.
    expect(await guarded().ingestFeed(feedFile)).toMatchObject({ added: 1, failed: 0 });
    const article = await articleByGuid('guarded-local-1');
    expect(article).toMatchObject({ summary, contentText: summary, imageKey: null, imageSmallKey: null });
    expect(requestsFor('/guarded/story.html')).toBe(0);
    expect(requestsFor('/images/photo.png')).toBe(photoRequests);
  });
});
