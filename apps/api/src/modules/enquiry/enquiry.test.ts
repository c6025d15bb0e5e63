import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enquiries } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildIndividual } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';

let t: TestApp;
let reader: SignedIn;
let readerEmail = '';
beforeAll(async () => {
  t = await buildTestApp();
  const individual = await buildIndividual(t.db);
  readerEmail = individual.email;
  reader = await signIn(t.app, 'individual', individual.email);
});
afterAll(async () => t.close());

let sequence = 0;
const sender = () => {
  sequence += 1;
  return { name: '  Asha Rao ', email: `asha-${sequence}@school.test`, phone: '+919876543210' };
};

const send = (payload: object, who?: SignedIn) =>
  t.app.inject({ method: 'POST', url: '/api/enquiries', payload, headers: who ? { cookie: who.cookie } : {} });

const rowsFor = (email: string) => t.db.select().from(enquiries).where(eq(enquiries.email, email));
const mailsTo = async (to: string) => (await t.outbox.list()).filter((mail) => mail.to === to);

describe('POST /enquiries', () => {
  const kinds = [
    { kind: 'CALLBACK', preferredTime: 'Weekdays after 4 pm', productType: 'NEWS' },
    { kind: 'CONTACT', message: 'We would like to know more about the quizzes.', organisation: 'Hillside School' },
    { kind: 'DEVELOP_PLAN', organisation: 'Hillside School', studentCount: 2400, role: 'Principal' },
    { kind: 'EVOLVE_PLAN', organisation: 'Lotus Schools Trust', schoolCount: 12, message: 'Three cities.' },
  ];

  it.each(kinds)('stores a $kind enquiry, mails sales and acknowledges the sender', async (fields) => {
    const who = sender();
    const response = await send({ ...who, ...fields });
    expect(response.statusCode).toBe(201);
    const { id, kind } = response.json().body;
    expect(kind).toBe(fields.kind);
    const [stored] = await rowsFor(who.email);
    expect(stored).toMatchObject({ id, kind: fields.kind, name: 'Asha Rao', status: 'NEW', userId: null });
    // The answer does not wait for the mails: they follow in the background.
    await vi.waitFor(async () => {
      const [row] = await rowsFor(who.email);
      expect(row?.mailedAt).toBeInstanceOf(Date);
      const [toSales] = (await mailsTo('sales@noticeboard.test')).filter((m) => m.text.includes(id));
      expect(toSales?.text).toContain(who.email);
      expect(toSales?.text).toContain('+919876543210');
      const [ack] = await mailsTo(who.email);
      expect(ack?.text).toContain('within one working day');
    });
  });

  it('keeps the counts and the preferred time of the kinds that have them', async () => {
    const who = sender();
    await send({ ...who, kind: 'EVOLVE_PLAN', organisation: 'Lotus Trust', schoolCount: 5, studentCount: 9000 });
    const [row] = await rowsFor(who.email);
    expect(row).toMatchObject({ schoolCount: 5, studentCount: 9000, organisation: 'Lotus Trust', preferredTime: null });
  });

  it('refuses bad input with the fields, and stores nothing', async () => {
    const who = sender();
    const bad = [
      { ...who, kind: 'CONTACT', message: 'short' },
      { ...who, kind: 'CONTACT', email: 'not-an-email', message: 'A long enough message here.' },
      { ...who, kind: 'CALLBACK', phone: '12' },
      { ...who, kind: 'CALLBACK', name: '<b>Asha</b>' },
      { ...who, kind: 'CALLBACK', name: 'Asha\nBcc: x@y.test' },
      { ...who, kind: 'DEVELOP_PLAN', organisation: 'Hillside' },
      { ...who, kind: 'EVOLVE_PLAN', organisation: 'Lotus', schoolCount: 1 },
      { ...who, kind: 'CONTACT', message: 'x'.repeat(2001) },
      { ...who, kind: 'CALLBACK', isAdmin: true },
      { ...who, kind: 'SOMETHING_ELSE' },
    ];
    const fields = [];
    for (const payload of bad) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      fields.push(response.json().details?.[0]?.field);
    }
    expect(fields.slice(0, 7)).toEqual(['message', 'email', 'phone', 'name', 'name', 'studentCount', 'schoolCount']);
    expect(await rowsFor(who.email)).toHaveLength(0);
  });

  it('takes three enquiries a day from one address, then answers 429 with Retry-After and stores nothing', async () => {
    const who = sender();
    for (let i = 0; i < 3; i++) expect((await send({ ...who, kind: 'CALLBACK' })).statusCode).toBe(201);
    const refused = await send({ ...who, email: who.email.toUpperCase(), kind: 'CALLBACK' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    expect(await rowsFor(who.email)).toHaveLength(3);
  });

  it('stores the enquiry and answers 201 when the mail cannot be sent, leaving mailedAt empty', async () => {
    const who = sender();
    const failing = vi.spyOn(t.outbox, 'send').mockRejectedValue(new Error('SMTP down'));
    try {
      const response = await send({ ...who, kind: 'DEVELOP_PLAN', organisation: 'Hillside', studentCount: 800 });
      expect(response.statusCode).toBe(201);
      // Both of this enquiry's mails were tried (earlier enquiries' mails may still be on their way too).
      await vi.waitFor(() => expect(failing.mock.calls.some(([mail]) => mail.to === who.email)).toBe(true));
    } finally {
      failing.mockRestore();
    }
    const [row] = await rowsFor(who.email);
    expect(row).toMatchObject({ kind: 'DEVELOP_PLAN', studentCount: 800, mailedAt: null });
  });

  it('records the signed-in sender', async () => {
    const response = await send({ ...sender(), email: readerEmail, kind: 'CALLBACK' }, reader);
    expect(response.statusCode).toBe(201);
    const [row] = await rowsFor(readerEmail);
    expect(row?.userId).toBe(reader.userId);
  });
});
