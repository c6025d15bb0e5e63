import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COMMUNITY_PATHS } from '@noticeboard/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildIndividual } from '../../../test/factories';
import { type SignedIn, signIn } from '../../../test/session';
import { insertPeriod } from '../../subscription/subscription.repository';

const PAGE = `<!doctype html><html><head>
  <title>Fallback title</title>
  <meta property="og:title" content="Science &amp; Art Week">
  <meta property="og:description" content="  Students show   their projects.  ">
  <meta property="og:image" content="/images/poster.png">
  <meta property="og:site_name" content="Hillside News">
</head><body><p>Hello</p></body></html>`;

/** A poster with EXIF (camera and GPS-style fields): the stored copy must carry none of it. */
const POSTER = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#3a7' } })
  .png()
  .withExif({
    IFD0: { Make: 'PocketCam', Model: 'Kid 1' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
  })
  .toBuffer();

/** A loopback site: a page with Open Graph tags, a plain page, a text file and one that never answers. */
function fixtureServer() {
  const hits = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const url = request.url ?? '/';
    hits.set(url, (hits.get(url) ?? 0) + 1);
    if (url === '/hang') return; // never answers
    if (url === '/images/poster.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      return response.end(POSTER);
    }
    if (url === '/broken-image') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end(PAGE.replace('/images/poster.png', '/notes.txt'));
    }
    if (url === '/plain') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(
        '<html><head><title> Just a title </title><meta name="description" content="Plain meta"></head></html>',
      );
    }
    if (url === '/notes.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      return response.end('not a page');
    }
    if (url === '/missing') {
      response.writeHead(404, { 'content-type': 'text/html' });
      return response.end('<title>Not found</title>');
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(PAGE);
  });
  return { server, hits };
}

describe('link previews', () => {
  let t: TestApp;
  let reader: SignedIn;
  let site: ReturnType<typeof fixtureServer>;
  let base: string;

  beforeAll(async () => {
    site = fixtureServer();
    await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
    t = await buildTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true' } });
    const person = await buildIndividual(t.db);
    await insertPeriod(
      t.db,
      { userId: person.id },
      { kind: 'PAID', startsAt: new Date(Date.now() - 86_400_000), endsAt: new Date(Date.now() + 86_400_000) },
    );
    reader = await signIn(t.app, 'individual', person.email as string);
  });

  afterAll(async () => {
    site.server.closeAllConnections();
    await new Promise((resolve) => site.server.close(resolve));
    await t.close();
  });

  const preview = (url: string, who: SignedIn | null = reader) =>
    t.app.inject({
      method: 'GET',
      url: `/api/community/link-preview?url=${encodeURIComponent(url)}`,
      headers: who ? { cookie: who.cookie } : {},
    });

  it('reads Open Graph title, description, image and site name; the picture is our re-encoded copy', async () => {
    const response = await preview(`${base}/article#top`);
    expect(response.statusCode).toBe(200);
    const body = response.json().body;
    expect(body).toEqual({
      url: `${base}/article`,
      title: 'Science & Art Week',
      description: 'Students show their projects.',
      imageUrl: expect.stringMatching(/^\/api\/community\/link-preview\/images\/[0-9a-f]{64}\.webp$/),
      siteName: 'Hillside News',
    });
    const image = await t.app.inject({ method: 'GET', url: body.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(POSTER).metadata()).exif).toBeDefined();
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 320 });
    expect(meta.exif).toBeUndefined();
  });

  it('leaves the picture out when it is not an image, and refuses names that are not ours', async () => {
    const response = await preview(`${base}/broken-image`);
    expect(response.json().body).toMatchObject({ title: 'Science & Art Week', imageUrl: null });
    const traversal = await t.app.inject({ method: 'GET', url: '/api/community/link-preview/images/..%2Fsecret.webp' });
    expect(traversal.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/community/link-preview/images/${'0'.repeat(64)}.webp`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('falls back to <title> and the description meta, and keeps a preview for 10 minutes', async () => {
    const first = await preview(`${base}/plain`);
    expect(first.json().body).toMatchObject({ title: 'Just a title', description: 'Plain meta', imageUrl: null });
    expect(first.json().body.siteName).toBe('127.0.0.1');
    expect((await preview(`${base}/plain`)).statusCode).toBe(200);
    expect(site.hits.get('/plain')).toBe(1);
  });

  it("keeps the preview of a post's first link, made by the server, and drops it when the link goes", async () => {
    const write = (method: 'POST' | 'PATCH', url: string, description: string) =>
      t.app.inject({
        method,
        url: `/api${url}`,
        headers: { cookie: reader.cookie },
        payload: { description, category: 'events', postVisibility: 'GLOBAL' },
      });
    const created = await write(
      'POST',
      COMMUNITY_PATHS.posts,
      `<p>Our week: <a href="${base}/article">read it</a></p>`,
    );
    expect(created.statusCode).toBe(201);
    const post = created.json().body;
    expect(post.linkPreview).toMatchObject({
      url: `${base}/article`,
      title: 'Science & Art Week',
      imageUrl: expect.stringMatching(/^\/api\/community\/link-preview\/images\//),
    });
    const path = COMMUNITY_PATHS.post.replace(':postId', post.id);
    const unlinked = await write('PATCH', path, '<p>No link any more</p>');
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json().body.linkPreview).toBeNull();
    const typed = await write('PATCH', path, `<p>See ${base}/plain.</p>`);
    expect(typed.json().body.linkPreview).toMatchObject({ url: `${base}/plain`, title: 'Just a title' });
  });

  it('answers 422 for what is not an HTML page or does not load', async () => {
    for (const path of ['/notes.txt', '/missing']) {
      const response = await preview(`${base}${path}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Could not load a preview for this link');
    }
  });

  it('gives up on a site that does not answer within 5 seconds (422)', { timeout: 20_000 }, async () => {
    const started = Date.now();
    const response = await preview(`${base}/hang`);
    expect(response.statusCode).toBe(422);
    expect(Date.now() - started).toBeLessThan(12_000);
  });

  it('is for signed-in members, with a web address', async () => {
    expect((await preview(`${base}/article`, null)).statusCode).toBe(401);
    expect((await preview('javascript:alert(1)')).statusCode).toBe(400);
    expect((await preview('not a link')).statusCode).toBe(400);
  });

  describe('with private addresses refused (production)', () => {
    let closed: TestApp;
    let member: SignedIn;

    beforeAll(async () => {
      closed = await buildTestApp();
      member = await signIn(closed.app, 'individual', (await buildIndividual(closed.db)).email as string);
    });

    afterAll(() => closed.close());

    it('never fetches a loopback or private address (422)', async () => {
      const before = site.hits.get('/article') ?? 0;
      for (const url of [`${base}/article`, 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/']) {
        const response = await closed.app.inject({
          method: 'GET',
          url: `/api/community/link-preview?url=${encodeURIComponent(url)}`,
          headers: { cookie: member.cookie },
        });
        expect(response.statusCode).toBe(422);
      }
      expect(site.hits.get('/article') ?? 0).toBe(before);
    });
  });
});
