import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeLinks } from '../../db/schema';
import { buildTestApp, latestMailTo, type TestApp, tokenIn } from '../../test/build-test-app';
import { buildInstitute, buildMember, TEST_PASSWORD } from '../../test/factories';
import { signIn } from '../../test/session';
import { PASSWORD_CHECK_MAX_FAILURES } from './password-check';

let t: TestApp;
let school: Awaited<ReturnType<typeof buildInstitute>>;
beforeAll(async () => {
  t = await buildTestApp();
  school = await buildInstitute(t.db);
});
afterAll(async () => t.close());

const post = (url: string, payload: Record<string, unknown>, cookie = '') =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

async function requestResetToken(email: string): Promise<string> {
  expect((await post('/api/user/reset-password/request', { email })).statusCode).toBe(200);
  const link = (await latestMailTo(t.outbox, email)).links[0] ?? '';
  expect(link).toContain('/reset-password?token=');
  return tokenIn(link);
}

describe('forgotten password', () => {
  it('emails a one-time link that sets a new password and ends old sessions', async () => {
    const member = await buildMember(t.db, school.institute.id, 'FACULTY');
    const old = await signIn(t.app, 'faculty', member.email);
    const token = await requestResetToken(member.email);

    const status = await t.app.inject({ method: 'GET', url: `/api/user/reset-password/status?token=${token}` });
    expect(status.json().body).toEqual({ valid: true, purpose: 'RESET_PASSWORD', email: member.email });

    expect((await post('/api/user/reset-password', { token, password: 'Brand#New123' })).statusCode).toBe(200);
    expect((await post('/api/faculty/login', { email: member.email, password: 'Brand#New123' })).statusCode).toBe(200);
    expect((await post('/api/faculty/login', { email: member.email, password: TEST_PASSWORD })).statusCode).toBe(401);

    const renewOld = await t.app.inject({
      method: 'POST',
      url: '/api/user/renew/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `refreshToken=${old.refreshToken}`,
    });
    expect(renewOld.statusCode).toBe(401);
    const reused = await post('/api/user/reset-password', { token, password: 'Another#New123' });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().code).toBe('LINK_EXPIRED');
  });

  it('treats an expired link as gone', async () => {
    const member = await buildMember(t.db, school.institute.id, 'CANDIDATE');
    const token = await requestResetToken(member.email);
    await t.db
      .update(oneTimeLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeLinks.userId, member.id));
    const status = await t.app.inject({ method: 'GET', url: `/api/user/reset-password/status?token=${token}` });
    expect(status.json().body.valid).toBe(false);
    expect((await post('/api/user/reset-password', { token, password: 'Brand#New123' })).statusCode).toBe(410);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const response = await post('/api/user/reset-password/request', { email: 'nobody@school.test' });
    expect(response.statusCode).toBe(200);
    await expect(latestMailTo(t.outbox, 'nobody@school.test')).rejects.toThrow();
  });

  it('keeps the password rules on reset', async () => {
    const member = await buildMember(t.db, school.institute.id, 'ADMIN');
    const token = await requestResetToken(member.email);
    const weak = await post('/api/user/reset-password', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details.map((d: { message: string }) => d.message)).toContain(
      'Password must be at least 9 characters',
    );
  });
});

describe('change password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const member = await buildMember(t.db, school.institute.id, 'CANDIDATE');
    const here = await signIn(t.app, 'user', member.email);
    const elsewhere = await signIn(t.app, 'user', member.email);

    const wrong = await post(
      '/api/user/change_password',
      { currentPassword: 'Wrong#Pass99', newPassword: 'Changed#Pass1' },
      here.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0].field).toBe('currentPassword');

    const changed = await post(
      '/api/user/change_password',
      { currentPassword: TEST_PASSWORD, newPassword: 'Changed#Pass1' },
      here.cookie,
    );
    expect(changed.statusCode).toBe(200);

    const renew = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/renew/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `refreshToken=${token}`,
      });
    expect((await renew(here.refreshToken)).statusCode).toBe(200);
    expect((await renew(elsewhere.refreshToken)).statusCode).toBe(401);
  });

  it('counts wrong current passwords per account: after five even the right one waits, in any session', async () => {
    const member = await buildMember(t.db, school.institute.id, 'CANDIDATE');
    const first = await signIn(t.app, 'user', member.email);
    const second = await signIn(t.app, 'user', member.email);
    const change = (cookie: string, currentPassword: string) =>
      post('/api/user/change_password', { currentPassword, newPassword: 'Changed#Pass1' }, cookie);
    for (let i = 0; i < PASSWORD_CHECK_MAX_FAILURES; i++) {
      const session = i % 2 === 0 ? first : second;
      expect((await change(session.cookie, `Wrong#Pass9${i}`)).statusCode).toBe(400);
    }
    const refused = await change(second.cookie, TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    // Nothing changed: the old password still signs in.
    expect((await signIn(t.app, 'user', member.email)).cookie).toBeTruthy();
  });

  it('is refused on another type’s path and when signed out', async () => {
    const member = await buildMember(t.db, school.institute.id, 'CANDIDATE');
    const session = await signIn(t.app, 'user', member.email);
    const body = { currentPassword: TEST_PASSWORD, newPassword: 'Changed#Pass1' };
    expect((await post('/api/institute/change_password', body, session.cookie)).statusCode).toBe(403);
    expect((await post('/api/user/change_password', body)).statusCode).toBe(401);
  });
});
