/** An ended session stops working at once: its access cookie is refused, here and in every other process. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, latestMailTo, type TestApp, tokenIn } from '../../test/build-test-app';
import { buildIndividual, TEST_PASSWORD } from '../../test/factories';
import { apiProcess, reachableRedis } from '../../test/second-process';
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

describe('across processes sharing Redis', () => {
  it('a logout in one process refuses the cookie in the other', async (context) => {
    const url = await reachableRedis('the two-process revocation test');
    if (!url) return context.skip();
    const a = await apiProcess(t.database, url, { ACTOR_CACHE_SECONDS: '30' });
    const b = await apiProcess(t.database, url, { ACTOR_CACHE_SECONDS: '30' });
    try {
      const { email } = await buildIndividual(t.db);
      const session = await signIn(a.app, 'individual', email);
      expect((await me(session.cookie, b.app)).statusCode).toBe(200);
      const out = await a.app.inject({
        method: 'POST',
        url: '/api/user/logout',
        headers: { cookie: session.cookie },
        payload: {},
      });
      expect(out.statusCode).toBe(200);
      await expect
        .poll(async () => (await me(session.cookie, b.app)).statusCode, { timeout: 2_000, interval: 50 })
        .toBe(401);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
