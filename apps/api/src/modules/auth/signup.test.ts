import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutes, users } from '../../db/schema';
import { buildTestApp, codeIn, latestMailTo, type TestApp, tokenIn } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const instituteBody = (suffix: string) => ({
  name: 'Sunrise Valley School',
  customUrl: `sunrise-${suffix}`,
  email: `office-${suffix}@sunrise.test`,
  phone: `+91990000${suffix.padStart(4, '0').slice(-4)}`,
  password: 'Sunrise#2026',
  board: 'CBSE',
  gstin: '27AAPFU0939F1ZV',
  address: { line1: '8 Hill Road', countryCode: 'IN', stateCode: 'IN-MH', city: 'Pune', pincode: '411001' },
  acceptsPolicies: true,
});

async function verifyByCode(email: string, transactionId: string) {
  const code = codeIn((await latestMailTo(t.outbox, email)).text);
  return t.app.inject({ method: 'POST', url: '/api/otp/verify', payload: { transactionId, otp: code } });
}

describe('institute sign-up', () => {
  it('creates an unverified school, emails a code, and signs in once verified', async () => {
    const body = instituteBody('1001');
    const signup = await t.app.inject({ method: 'POST', url: '/api/institute/signup', payload: body });
    expect(signup.statusCode).toBe(201);
    const { transactionId } = signup.json().body;

    const early = await t.app.inject({
      method: 'POST',
      url: '/api/institute/login',
      payload: { email: body.email, password: body.password },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('EMAIL_NOT_VERIFIED');

    const verified = await verifyByCode(body.email, transactionId);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().body).toEqual({ verified: true, email: body.email });

    const [school] = await t.db.select().from(institutes).where(eq(institutes.customUrl, body.customUrl));
    expect(school?.verified).toBe(true);
    expect(school?.stateCode).toBe('MH');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/institute/login',
      payload: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().body).toMatchObject({ type: 'INSTITUTE', customUrl: body.customUrl, instituteName: body.name });
    expect(login.headers.authorization).toMatch(/^[\w-]{40,}$/);
  });

  it('also verifies through the emailed link, once', async () => {
    const body = instituteBody('1002');
    await t.app.inject({ method: 'POST', url: '/api/institute/signup', payload: body });
    const mail = await latestMailTo(t.outbox, body.email);
    const link = mail.links.find((entry) => entry.includes('/institute/verify'));
    expect(link).toBeDefined();
    const token = tokenIn(link ?? '');
    const first = await t.app.inject({ method: 'POST', url: '/api/institute/verify', payload: { token } });
    expect(first.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/institute/verify', payload: { token } });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('LINK_EXPIRED');
  });

  it('rejects invalid fields with their messages and creates nothing', async () => {
    const before = await t.db.select({ n: count() }).from(institutes);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/institute/signup',
      payload: { ...instituteBody('1003'), gstin: '27AAPFU0939F1ZA', password: 'weakpass', email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    const details: Array<{ field: string; message: string }> = response.json().details;
    expect(details).toEqual(
      expect.arrayContaining([
        { field: 'gstin', message: 'Invalid GSTIN check character' },
        { field: 'email', message: 'Invalid email address' },
        { field: 'password', message: 'Password must contain an uppercase letter' },
      ]),
    );
    const after = await t.db.select({ n: count() }).from(institutes);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('refuses a taken email and custom URL with 409 and the fields', async () => {
    const body = instituteBody('1004');
    expect((await t.app.inject({ method: 'POST', url: '/api/institute/signup', payload: body })).statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/institute/signup',
      payload: { ...body, phone: '+919900009999' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().details.map((d: { field: string }) => d.field)).toEqual(['email', 'customUrl']);
  });

  it('refuses an unknown state', async () => {
    const body = instituteBody('1005');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/institute/signup',
      payload: { ...body, address: { ...body.address, stateCode: 'ZZ' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('address.stateCode');
  });
});

describe('individual sign-up and OTP rules', () => {
  const person = {
    name: 'Nandini Kapoor',
    email: 'nandini@reader.test',
    password: 'Reading#Club9',
    acceptsPolicies: true,
  };

  it('signs up, verifies and signs in, with a custom URL made from the name', async () => {
    const signup = await t.app.inject({ method: 'POST', url: '/api/individual/signup', payload: person });
    expect(signup.statusCode).toBe(201);
    expect((await verifyByCode(person.email, signup.json().body.transactionId)).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/individual/login',
      payload: { email: person.email, password: person.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().body).toMatchObject({ type: 'INDIVIDUAL', userType: null, customUrl: 'nandini-kapoor' });
  });

  it('counts wrong codes, then locks the transaction', async () => {
    const email = 'wrong-codes@reader.test';
    const signup = await t.app.inject({ method: 'POST', url: '/api/individual/signup', payload: { ...person, email } });
    const { transactionId } = signup.json().body;
    const right = codeIn((await latestMailTo(t.outbox, email)).text);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const attempt = await t.app.inject({
        method: 'POST',
        url: '/api/otp/verify',
        payload: { transactionId, otp: wrong },
      });
      expect(attempt.statusCode).toBe(400);
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/otp/verify',
      payload: { transactionId, otp: right },
    });
    expect(locked.statusCode).toBe(429);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerifiedAt).toBeNull();
  });

  it('makes a resend wait for the cooldown', async () => {
    const email = 'resend@reader.test';
    const signup = await t.app.inject({ method: 'POST', url: '/api/individual/signup', payload: { ...person, email } });
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/otp/resend',
      payload: { transactionId: signup.json().body.transactionId },
    });
    expect(resend.statusCode).toBe(429);
  });

  it('answers /otp/send the same for unknown emails and sends nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/otp/send',
      payload: { email: 'nobody@reader.test', purpose: 'SIGNUP' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().body.transactionId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(latestMailTo(t.outbox, 'nobody@reader.test')).rejects.toThrow();
  });
});
