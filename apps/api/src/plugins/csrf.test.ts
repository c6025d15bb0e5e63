/**
 * Cross-site request forgery: a page on another origin (another port of the same host included) must not
 * change anything with a signed-in member's cookie, and must not be able to send the bodies an HTML form
 * can send without a preflight (form-encoded, text/plain) except where the spec asks for them.
 */
import { COMMUNITY_PATHS } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../db/schema';
import {
  aPost,
  buildPostsWorld,
  type PostsWorld,
  postPath,
  WORLD_TIMEOUT_MS,
} from '../modules/community/post-test-kit';
import { CSRF_MESSAGES } from './csrf';

let w: PostsWorld<'studentA'>;

beforeAll(async () => {
  w = await buildPostsWorld(['studentA'] as const);
}, WORLD_TIMEOUT_MS);
afterAll(async () => w.t.close());

const postCount = async () =>
  (await w.t.db.select({ id: posts.id }).from(posts).where(eq(posts.authorId, w.people.studentA.id))).length;

function createPost(headers: Record<string, string>, payload: string | object = aPost()) {
  return w.t.app.inject({
    method: 'POST',
    url: `/api${COMMUNITY_PATHS.posts}`,
    headers: { cookie: w.as.studentA.cookie, ...headers },
    payload,
  });
}

describe('CSRF: where a state-changing request comes from', () => {
  it('refuses a signed-in member’s post sent from another port of the same host, and creates nothing', async () => {
    const before = await postCount();
    const response = await createPost({ origin: 'http://localhost:4000' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: CSRF_MESSAGES.crossSite,
      code: 'CROSS_SITE_REFUSED',
    });
    expect(await postCount()).toBe(before);
  });

  it('refuses what the browser marks as same-site or cross-site, whatever the Origin says', async () => {
    const before = await postCount();
    for (const site of ['same-site', 'cross-site']) {
      const response = await createPost({ 'sec-fetch-site': site, origin: 'http://localhost:3000' });
      expect(response.statusCode, site).toBe(403);
      expect(response.json().message).toBe(CSRF_MESSAGES.crossSite);
    }
    expect(await postCount()).toBe(before);
  });

  it('refuses an opaque origin (Origin: null: sandboxed frames, data: pages)', async () => {
    const response = await createPost({ origin: 'null' });
    expect(response.statusCode).toBe(403);
  });

  it('refuses on every state-changing method, before authentication and validation', async () => {
    const post = postPath(crypto.randomUUID());
    const calls = [
      { method: 'PUT', url: COMMUNITY_PATHS.visibility.replace(':postId', crypto.randomUUID()) },
      { method: 'PATCH', url: post },
      { method: 'DELETE', url: post },
    ] as const;
    for (const { method, url } of calls) {
      const response = await w.t.app.inject({
        method,
        url: `/api${url}`,
        headers: { origin: 'http://evil.test' },
        payload: {},
      });
      expect(response.statusCode, method).toBe(403);
    }
  });

  it('lets the app itself through: the public origin, the request’s own origin, same-origin and typed addresses', async () => {
    const allowed: Array<Record<string, string>> = [
      { origin: 'http://localhost:3000' },
      { origin: 'http://school.test:8080', host: 'school.test:8080' },
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:5173', host: 'localhost:5173' },
      { 'sec-fetch-site': 'none' },
      // curl, server-to-server calls and benchmarks send neither header.
      {},
    ];
    for (const headers of allowed) {
      const before = await postCount();
      const response = await createPost(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(201);
      expect(await postCount()).toBe(before + 1);
    }
  });

  it('never refuses a GET', async () => {
    const response = await w.t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { cookie: w.as.studentA.cookie, origin: 'http://evil.test', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('CSRF: the bodies a cross-site form can send', () => {
  it('refuses a form-encoded post with 415 and creates nothing', async () => {
    const before = await postCount();
    const response = await createPost(
      { 'content-type': 'application/x-www-form-urlencoded' },
      'description=%3Cp%3EForged%20post%20from%20a%20form%3C%2Fp%3E&category=events',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
    expect(await postCount()).toBe(before);
  });

  it('refuses text/plain anywhere, even when it holds JSON', async () => {
    const before = await postCount();
    const response = await createPost({ 'content-type': 'text/plain' }, JSON.stringify(aPost()));
    expect(response.statusCode).toBe(415);
    expect(await postCount()).toBe(before);
    const renew = await w.t.app.inject({
      method: 'POST',
      url: '/api/user/renew/token',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: `refreshToken=${w.as.studentA.refreshToken}`,
    });
    expect(renew.statusCode).toBe(415);
  });

  it('refuses multipart outside the upload routes', async () => {
    const boundary = '----nbcsrf';
    const response = await createPost(
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
      `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\n<p>Forged</p>\r\n--${boundary}--\r\n`,
    );
    expect(response.statusCode).toBe(415);
  });

  it('still renews a session from a form-encoded body sent by the app (spec §7)', async () => {
    const response = await w.t.app.inject({
      method: 'POST',
      url: '/api/user/renew/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: `refreshToken=${encodeURIComponent(w.as.studentA.refreshToken)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().body.refreshToken).toBeTruthy();
  });
});
