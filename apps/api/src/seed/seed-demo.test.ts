import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { DEMO_PASSWORD } from './demo-data';
import { DEMO_STUDENTS_PER_INSTITUTE, seedDemo } from './seed-demo';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('demo data', () => {
  it('seeds an empty database once', async () => {
    expect(await seedDemo(t.db)).toBe(true);
    expect(await seedDemo(t.db)).toBe(false);
    const [students] = await t.db.select({ n: count() }).from(users).where(eq(users.type, 'CANDIDATE'));
    expect(students?.n).toBe(2 * DEMO_STUDENTS_PER_INSTITUTE);
  });

  it('has the five documented accounts, the first four in one institute', async () => {
    const accounts: Array<[string, string, Record<string, unknown>]> = [
      ['institute', 'institute@demo.test', { type: 'INSTITUTE', userType: null }],
      ['faculty', 'admin@demo.test', { type: 'INDIVIDUAL', userType: 'ADMIN' }],
      ['faculty', 'faculty@demo.test', { type: 'INDIVIDUAL', userType: 'FACULTY' }],
      ['user', 'student@demo.test', { type: 'CANDIDATE', userType: null }],
      ['individual', 'individual@demo.test', { type: 'INDIVIDUAL', userType: null, instituteId: null }],
    ];
    const institutes = new Set<string>();
    for (const [kind, email, expected] of accounts) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/${kind}/login`,
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(response.statusCode, email).toBe(200);
      const body = response.json().body;
      expect(body).toMatchObject(expected);
      if (body.instituteId) institutes.add(body.instituteId);
    }
    expect(institutes.size).toBe(1);
  });

  it('puts the readers on a trial, on nothing yet (offered the trial) and on an expired plan', async () => {
    const expected: Array<[string, Record<string, unknown>]> = [
      ['individual@demo.test', { state: 'TRIAL', trialAvailable: false }],
      ['vikram@demo.test', { state: 'NONE', trialAvailable: true }],
      ['lakshmi@demo.test', { state: 'EXPIRED', trialAvailable: false, graceEndsAt: null }],
    ];
    for (const [email, subscription] of expected) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/individual/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(response.json().body.subscription, email).toMatchObject(subscription);
    }
  });
});
