/** An ended session stops working at once: its access cookie is refused, here and in every other process. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { OutboxMailer } from '../../lib/mailer';
import { buildTestApp, latestMailTo, type TestApp, tokenIn } from '../../test/build-test-app';
import { buildIndividual, TEST_PASSWORD } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const me = (cookie: string, app = t.app) => app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } });
const renew = (refreshToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/renew/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `refreshToken=${encodeURIComponent(refreshToken)}`,
  });

/** Signs in and reads /user/me once, so the actor is cached: the refusal must not wait for the cache to expire. */
async function warmSession(email: string): Promise<SignedIn> {
  const session = await signIn(t.app, 'individual', email);
  expect((await me(session.cookie)).statusCode).toBe(200);
  return session;
}

describe('an ended session refuses its access cookie at once', () => {
  it('after logout', async () => {
    const { email } = await buildIndividual(t.db);
    const session = await warmSession(email);
    const other = await warmSession(email);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { cookie: session.cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await me(session.cookie)).statusCode).toBe(401);
    expect((await me(other.cookie)).statusCode).toBe(200);
  });

  it('after a replayed refresh token revokes the family', async () => {
    const { email } = await buildIndividual(t.db);
    const session = await warmSession(email);
    const rotated = await renew(session.refreshToken);
    expect(rotated.statusCode).toBe(200);
    expect((await renew(session.refreshToken)).statusCode).toBe(401);
    expect((await me(session.cookie)).statusCode).toBe(401);
  });

  it('after a password change: other devices are refused, this one keeps working', async () => {
    const { email } = await buildIndividual(t.db);
    const here = await warmSession(email);
    const elsewhere = await warmSession(email);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/individual/change_password',
      headers: { cookie: here.cookie },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Changed#Pass1' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(elsewhere.cookie)).statusCode).toBe(401);
    expect((await me(here.cookie)).statusCode).toBe(200);
  });

  it('after a password reset through the emailed link', async () => {
    const { email } = await buildIndividual(t.db);
    const session = await warmSession(email);
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password/request',
      payload: { email },
    });
    expect(request.statusCode).toBe(200);
    const token = tokenIn((await latestMailTo(t.outbox, email)).links[0] ?? '');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token, password: 'Brand#New123' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(session.cookie)).statusCode).toBe(401);
  });
});

/** Redis at REDIS_URL (or the local default); outside CI a machine without it skips, saying why. */
async function reachableRedis(): Promise<string | null> {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.ping();
    return url;
  } catch (error) {
    if (process.env.CI) throw error;
    console.warn(`Skipping the two-process revocation test: Redis at ${url} is unreachable (${String(error)})`);
    return null;
  } finally {
    probe.disconnect();
  }
}

describe('across processes sharing Redis', () => {
  it('a logout in one process refuses the cookie in the other', async (context) => {
    const url = await reachableRedis();
    if (!url) return context.skip();
    const redisA = new Redis(url);
    const redisB = new Redis(url);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'nb-test-'));
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://localhost:3000',
        ACTOR_CACHE_SECONDS: '30',
      },
      { jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing', webDist: undefined },
    );
    const mailer = new OutboxMailer(path.join(dataDir, 'outbox'));
    const appA = await buildApp({ config, database: t.database, mailer, redis: redisA });
    const appB = await buildApp({ config, database: t.database, mailer, redis: redisB });
    try {
      const { email } = await buildIndividual(t.db);
      const session = await signIn(appA, 'individual', email);
      expect((await me(session.cookie, appB)).statusCode).toBe(200);
      const out = await appA.inject({
        method: 'POST',
        url: '/api/user/logout',
        headers: { cookie: session.cookie },
        payload: {},
      });
      expect(out.statusCode).toBe(200);
      await expect
        .poll(async () => (await me(session.cookie, appB)).statusCode, { timeout: 2_000, interval: 50 })
        .toBe(401);
    } finally {
      await appA.close();
      await appB.close();
      redisA.disconnect();
      redisB.disconnect();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
