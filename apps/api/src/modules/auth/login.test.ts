import { ACCOUNT_LOGIN_PATH, MESSAGES, roleOf } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildIndividual, buildInstitute, buildMember, TEST_PASSWORD } from '../../test/factories';

let t: TestApp;
let school: Awaited<ReturnType<typeof buildInstitute>>;
let faculty: { email: string };
let admin: { email: string };
let student: { email: string };
beforeAll(async () => {
  t = await buildTestApp();
  school = await buildInstitute(t.db);
  faculty = await buildMember(t.db, school.institute.id, 'FACULTY');
  admin = await buildMember(t.db, school.institute.id, 'ADMIN');
  student = await buildMember(t.db, school.institute.id, 'CANDIDATE');
});
afterAll(async () => t.close());

const login = (app: TestApp['app'], kind: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/${kind}/login`, payload });

describe('sign-in for each role', () => {
  it('admits each account only through its own endpoint', async () => {
    const cases: Array<[string, string, string[]]> = [
      [school.account.email, 'INSTITUTE', ['institute']],
      [faculty.email, 'FACULTY', ['faculty', 'individual']],
      [admin.email, 'ADMIN', ['faculty', 'individual']],
      [student.email, 'CANDIDATE', ['user']],
    ];
    for (const [email, role, kinds] of cases) {
      for (const kind of ['institute', 'individual', 'faculty', 'user']) {
        const response = await login(t.app, kind, { email, password: TEST_PASSWORD });
        expect(response.statusCode, `${role} via ${kind}`).toBe(kinds.includes(kind) ? 200 : 401);
      }
    }
  });

  it('gives one generic message for an unknown email and a wrong password', async () => {
    const unknown = await login(t.app, 'user', { email: 'ghost@school.test', password: TEST_PASSWORD });
    const wrong = await login(t.app, 'faculty', { email: faculty.email, password: 'Wrong#Pass99' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json().message).toBe(MESSAGES.invalidCredentials);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('signs in to a named institute only for its members', async () => {
    const own = await login(t.app, 'user', {
      email: student.email,
      password: TEST_PASSWORD,
      instituteCustomUrl: school.institute.customUrl,
    });
    expect(own.statusCode).toBe(200);
    const other = await login(t.app, 'user', {
      email: student.email,
      password: TEST_PASSWORD,
      instituteCustomUrl: 'another-school',
    });
    expect(other.statusCode).toBe(401);
  });

  it('rejects unknown fields and a malformed email', async () => {
    const extra = await login(t.app, 'user', { email: student.email, password: TEST_PASSWORD, role: 'ADMIN' });
    expect(extra.statusCode).toBe(400);
    const bad = await login(t.app, 'user', { email: 'nope', password: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toEqual({ field: 'email', message: 'Invalid email address' });
  });
});

describe('sign-in without choosing a role (ACCOUNT_LOGIN_PATH)', () => {
  const anyKind = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api${ACCOUNT_LOGIN_PATH}`, payload });

  it('signs every kind of account in and answers who it is', async () => {
    const individual = await buildIndividual(t.db);
    const cases: Array<[string, string]> = [
      [school.account.email, 'INSTITUTE'],
      [faculty.email, 'FACULTY'],
      [admin.email, 'ADMIN'],
      [student.email, 'CANDIDATE'],
      [individual.email, 'INDIVIDUAL'],
    ];
    for (const [email, role] of cases) {
      const response = await anyKind({ email, password: TEST_PASSWORD });
      expect(response.statusCode, role).toBe(200);
      expect(roleOf(response.json().body), role).toBe(role);
      expect(response.headers.authorization, role).toBeTruthy();
      expect(String(response.headers['set-cookie']), role).toContain('accessToken=');
    }
  });

  it('keeps the same generic refusal, the institute check and the e-mail verification', async () => {
    const unknown = await anyKind({ email: 'ghost@school.test', password: TEST_PASSWORD });
    const wrong = await anyKind({ email: faculty.email, password: 'Wrong#Pass99' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(unknown.json().message).toBe(MESSAGES.invalidCredentials);
    const otherSchool = await anyKind({
      email: student.email,
      password: TEST_PASSWORD,
      instituteCustomUrl: 'another-school',
    });
    expect(otherSchool.statusCode).toBe(401);

    const unverified = await buildMember(t.db, school.institute.id, 'CANDIDATE');
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.email, unverified.email));
    const refused = await anyKind({ email: unverified.email, password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('shares the throttle of the spec endpoints: failures anywhere count for the email', async () => {
    const target = await buildMember(t.db, school.institute.id, 'CANDIDATE');
    for (let i = 0; i < 3; i++) await login(t.app, 'user', { email: target.email, password: 'Wrong#Pass99' });
    for (let i = 0; i < 2; i++) await anyKind({ email: target.email, password: 'Wrong#Pass99' });
    expect((await anyKind({ email: target.email, password: TEST_PASSWORD })).statusCode).toBe(429);
  });
});

describe('throttling', () => {
  it('refuses an account after repeated failures, even with the right password', async () => {
    const target = await buildMember(t.db, school.institute.id, 'CANDIDATE');
    for (let i = 0; i < 5; i++) {
      expect((await login(t.app, 'user', { email: target.email, password: 'Wrong#Pass99' })).statusCode).toBe(401);
    }
    const locked = await login(t.app, 'user', { email: target.email, password: TEST_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(MESSAGES.tooManyAttempts);
    // Seconds until the failure window frees the account (15 minutes from the first failure).
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('limits sign-in requests per address', async () => {
    const limited = await buildTestApp({ authRateLimitPerMinute: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        codes.push(
          (await login(limited.app, 'user', { email: 'someone@school.test', password: 'Wrong#Pass99' })).statusCode,
        );
      }
      expect(codes).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it.skipIf(!process.env.REDIS_URL)('shares the failure count through Redis between app instances', async () => {
    const redis = new Redis(process.env.REDIS_URL ?? '');
    const email = `redis-${Date.now()}@school.test`;
    await redis.del(`nb:fail:login:${email}`);
    const first = await buildTestApp({ redis });
    const second = await buildTestApp({ redis });
    try {
      for (let i = 0; i < 5; i++) await login(first.app, 'user', { email, password: 'Wrong#Pass99' });
      const elsewhere = await login(second.app, 'user', { email, password: 'Wrong#Pass99' });
      expect(elsewhere.statusCode).toBe(429);
      expect(Number(elsewhere.headers['retry-after'])).toBeGreaterThan(14 * 60);
    } finally {
      await first.close();
      await second.close();
      await redis.del(`nb:fail:login:${email}`);
      redis.disconnect();
    }
  });
});
