import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildIndividual } from '../../test/factories';
import { accessCookieOf, signIn } from '../../test/session';

let t: TestApp;
let email: string;
beforeAll(async () => {
  t = await buildTestApp();
  email = (await buildIndividual(t.db)).email;
});
afterAll(async () => t.close());

const renew = (refreshToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/renew/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `refreshToken=${encodeURIComponent(refreshToken)}`,
  });

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } });

describe('sessions', () => {
  it('sets an httpOnly SameSite=Lax access cookie that /user/me accepts', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/individual/login',
      payload: { email, password: 'Strong#Pass9' },
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const current = await me(accessCookieOf(response.headers['set-cookie']));
    expect(current.statusCode).toBe(200);
    expect(current.json().body.email).toBe(email);
  });

  it('refuses /user/me without a valid cookie', async () => {
    expect((await me('')).statusCode).toBe(401);
    expect((await me('accessToken=forged.token.value')).statusCode).toBe(401);
  });

  it('rotates the refresh token on renew: the new one works, the old one is dead', async () => {
    const session = await signIn(t.app, 'individual', email);
    const first = await renew(session.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = first.json().body.refreshToken as string;
    expect(next).not.toBe(session.refreshToken);
    expect(first.headers.authorization).toBe(next);
    expect(first.json().body.user.email).toBe(email);
    expect((await me(accessCookieOf(first.headers['set-cookie']))).statusCode).toBe(200);
    expect((await renew(next)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used token is presented again', async () => {
    const session = await signIn(t.app, 'individual', email);
    const rotated = (await renew(session.refreshToken)).json().body.refreshToken as string;
    const replay = await renew(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    // The thief's replay also ends the rightful holder's newer token.
    expect((await renew(rotated)).statusCode).toBe(401);
  });

  it('keeps other sessions alive when one family is revoked', async () => {
    const phone = await signIn(t.app, 'individual', email);
    const laptop = await signIn(t.app, 'individual', email);
    await renew(phone.refreshToken);
    await renew(phone.refreshToken);
    expect((await renew(laptop.refreshToken)).statusCode).toBe(200);
  });

  it('rejects a malformed renew body with 400 and an unknown token with 401', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/user/renew/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect((await renew('x'.repeat(43))).statusCode).toBe(401);
  });

  it('logout revokes the refresh token and clears the cookie', async () => {
    const session = await signIn(t.app, 'individual', email);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { cookie: session.cookie },
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/accessToken=;/);
    expect((await renew(session.refreshToken)).statusCode).toBe(401);
  });

  it('logout succeeds even without a session', async () => {
    const out = await t.app.inject({ method: 'POST', url: '/api/user/logout', payload: {} });
    expect(out.statusCode).toBe(200);
  });
});
