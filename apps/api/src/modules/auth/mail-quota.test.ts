/** Mail a stranger can trigger goes to one address at most once a minute and five times a day. */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildIndividual } from '../../test/factories';
import { apiProcess, reachableRedis } from '../../test/second-process';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());
afterEach(() => vi.useRealTimers());

const post = (url: string, payload: Record<string, unknown>, app = t.app) =>
  app.inject({ method: 'POST', url, payload });
const resetRequest = (email: string, app = t.app) => post('/api/user/reset-password/request', { email }, app);
const mailsTo = async (email: string) => (await t.outbox.list()).filter((mail) => mail.to === email).length;

function expectRefused(response: Awaited<ReturnType<typeof resetRequest>>, atLeastSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
  expect(response.json().message).toMatch(/email/i);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(atLeastSeconds);
}

describe('password-reset mail quota', () => {
  it('refuses a second reset within the minute and sends no mail', async () => {
    const { email } = await buildIndividual(t.db);
    expect((await resetRequest(email)).statusCode).toBe(200);
    const again = await resetRequest(email.toUpperCase());
    expectRefused(again, 50);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await mailsTo(email)).toBe(1);
  });

  it('refuses the sixth reset of a day, for a known and an unknown address alike', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { email: known } = await buildIndividual(t.db);
    const unknown = `nobody-${Date.now()}@school.test`;
    const statuses: Record<string, number[]> = { known: [], unknown: [] };
    for (let send = 0; send < 6; send++) {
      statuses.known?.push((await resetRequest(known)).statusCode);
      statuses.unknown?.push((await resetRequest(unknown)).statusCode);
      vi.advanceTimersByTime(61_000);
    }
    expect(statuses).toEqual({ known: [200, 200, 200, 200, 200, 429], unknown: [200, 200, 200, 200, 200, 429] });
    expect(await mailsTo(known)).toBe(5);
    expect(await mailsTo(unknown)).toBe(0);
    const sixth = await resetRequest(unknown);
    expectRefused(sixth, 23 * 3600);
    vi.advanceTimersByTime(24 * 3600_000);
    expect((await resetRequest(known)).statusCode).toBe(200);
  });

  it('answers an unknown address within the cooldown the same as a known one', async () => {
    const { email: known } = await buildIndividual(t.db);
    const unknown = `stranger-${Date.now()}@school.test`;
    const answers = [];
    for (const email of [known, unknown]) {
      const first = await resetRequest(email);
      const second = await resetRequest(email);
      answers.push([first.statusCode, first.json().message, second.statusCode, second.json().message]);
    }
    expect(answers[0]).toEqual(answers[1]);
  });
});

describe('sign-up code mail quota', () => {
  it('refuses a code sent again within the minute, after sign-up or /otp/send, known or not', async () => {
    const email = `quota-signup-${Date.now()}@reader.test`;
    const signup = await post('/api/individual/signup', {
      name: 'Quota Reader',
      email,
      password: 'Strong#Pass9',
      acceptsPolicies: true,
    });
    expect(signup.statusCode).toBe(201);
    expectRefused(await post('/api/otp/send', { email, purpose: 'SIGNUP' }), 50);
    expect(await mailsTo(email)).toBe(1);

    const unknown = `quota-unknown-${Date.now()}@reader.test`;
    expect((await post('/api/otp/send', { email: unknown, purpose: 'SIGNUP' })).statusCode).toBe(200);
    expectRefused(await post('/api/otp/send', { email: unknown, purpose: 'SIGNUP' }), 50);
  });

  it('tells the client the resend time the quota keeps', async () => {
    const email = `quota-resend-${Date.now()}@reader.test`;
    const signup = await post('/api/individual/signup', {
      name: 'Quota Resend',
      email,
      password: 'Strong#Pass9',
      acceptsPolicies: true,
    });
    const { resendAvailableAt } = signup.json().body;
    expect(Date.parse(resendAvailableAt) - Date.now()).toBeGreaterThan(55_000);
  });
});

describe('across processes sharing Redis', () => {
  it('a reset mailed by one process holds the other back', async (context) => {
    const url = await reachableRedis('the shared mail quota test');
    if (!url) return context.skip();
    const a = await apiProcess(t.database, url);
    const b = await apiProcess(t.database, url);
    try {
      const email = `shared-quota-${Date.now()}@school.test`;
      expect((await resetRequest(email, a.app)).statusCode).toBe(200);
      expectRefused(await resetRequest(email, b.app), 50);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
