import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, parentConsents, users } from '../../db/schema';
import { buildTestApp, latestMailTo, type TestApp, tokenIn } from '../../test/build-test-app';
import { buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { hasConsent } from './consent.repository';
import { ConsentService } from './consent.service';

let t: TestApp;
let schoolA: Awaited<ReturnType<typeof buildInstitute>>;
let instituteA: SignedIn;
let instituteB: SignedIn;
let adminA: SignedIn;
let studentA: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  schoolA = await buildInstitute(t.db, 'Maple School');
  const schoolB = await buildInstitute(t.db, 'Oak School');
  instituteA = await signIn(t.app, 'institute', schoolA.account.email);
  instituteB = await signIn(t.app, 'institute', schoolB.account.email);
  adminA = await signIn(t.app, 'faculty', (await buildMember(t.db, schoolA.institute.id, 'ADMIN')).email);
  studentA = await signIn(t.app, 'user', (await buildMember(t.db, schoolA.institute.id, 'CANDIDATE')).email);
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: SignedIn, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });

let parentCount = 0;
/** A student of school A with a consent request; returns the token from the emailed link. */
async function requested(name = 'Kavya Iyer') {
  const student = await buildMember(t.db, schoolA.institute.id, 'CANDIDATE');
  await t.db.update(users).set({ name }).where(eq(users.id, student.id));
  const parentEmail = `parent${++parentCount}@family.test`;
  const response = await call('POST', '/api/institute/parent-consent', instituteA, {
    studentId: student.id,
    parentName: 'Meera Iyer',
    parentEmail,
  });
  expect(response.statusCode).toBe(201);
  const mail = await latestMailTo(t.outbox, parentEmail);
  return { student, parentEmail, token: tokenIn(mail.links[0] ?? ''), link: mail.links[0] ?? '' };
}

const decide = (token: string, decision: 'GRANT' | 'DECLINE' = 'GRANT', parentName = 'Meera Iyer') =>
  call('POST', '/api/parent-consent/verify', undefined, { token, decision, parentName });

async function consentRow(studentId: string) {
  const [row] = await t.db.select().from(parentConsents).where(eq(parentConsents.studentId, studentId));
  return row;
}

describe('parent consent link', () => {
  it("records the parent's separate yes to face checks, and only with a grant", async () => {
    const yes = await requested();
    const granted = await call('POST', '/api/parent-consent/verify', undefined, {
      token: yes.token,
      decision: 'GRANT',
      parentName: 'Meera Iyer',
      faceChecks: true,
    });
    expect(granted.statusCode).toBe(200);
    expect(await consentRow(yes.student.id)).toMatchObject({ status: 'GRANTED', faceChecksAllowed: true });
    const no = await requested();
    await call('POST', '/api/parent-consent/verify', undefined, {
      token: no.token,
      decision: 'DECLINE',
      parentName: 'Meera Iyer',
      faceChecks: true,
    });
    expect(await consentRow(no.student.id)).toMatchObject({ status: 'DECLINED', faceChecksAllowed: false });
  });

  it('emails a link to /parent-consent/verify whose page shows only the first name and school', async () => {
    const { token, link } = await requested();
    expect(link.startsWith('http://localhost:3000/parent-consent/verify?token=')).toBe(true);
    const details = await call('GET', `/api/parent-consent/verify?token=${token}`);
    expect(details.statusCode).toBe(200);
    const body = details.json().body;
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'feePaise', 'schoolName', 'studentFirstName']);
    expect(body).toMatchObject({ studentFirstName: 'Kavya', schoolName: 'Maple School', feePaise: null });
    expect(details.body).not.toContain('Iyer');
    expect(details.body).not.toContain('@');
  });

  it('works once: the grant is recorded, then the link is dead', async () => {
    const { student, token } = await requested();
    const granted = await decide(token);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().body).toEqual({ status: 'GRANTED' });
    expect(await consentRow(student.id)).toMatchObject({
      status: 'GRANTED',
      tokenHash: null,
      faceChecksAllowed: false,
    });
    expect((await decide(token, 'DECLINE')).statusCode).toBe(410);
    expect((await call('GET', `/api/parent-consent/verify?token=${token}`)).statusCode).toBe(410);
    expect(await consentRow(student.id)).toMatchObject({ status: 'GRANTED' });
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'consent.granted'));
    expect(audit.some((event) => event.data?.studentId === student.id && event.actorId === null)).toBe(true);
  });

  it('records a decline', async () => {
    const { student, token } = await requested();
    expect((await decide(token, 'DECLINE', ' meera  IYER ')).json().body).toEqual({ status: 'DECLINED' });
    expect(await consentRow(student.id)).toMatchObject({ status: 'DECLINED' });
  });

  it('refuses an expired link with the link-expired message', async () => {
    const { student, token } = await requested();
    await t.db
      .update(parentConsents)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(parentConsents.studentId, student.id));
    const details = await call('GET', `/api/parent-consent/verify?token=${token}`);
    expect(details.statusCode).toBe(410);
    expect(details.json()).toMatchObject({
      code: 'LINK_EXPIRED',
      message: 'This link has expired or was already used',
    });
    expect((await decide(token)).statusCode).toBe(410);
    expect(await consentRow(student.id)).toMatchObject({ status: 'PENDING' });
  });

  it('refuses a tampered or unknown token and a wrong parent name', async () => {
    const { student, token } = await requested();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const tampered = `${token.slice(0, -1)}${last}`;
    expect((await call('GET', `/api/parent-consent/verify?token=${tampered}`)).statusCode).toBe(410);
    expect((await decide(tampered)).statusCode).toBe(410);
    expect((await decide('x'.repeat(43))).statusCode).toBe(410);
    const wrongName = await decide(token, 'GRANT', 'Someone Else');
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json().details).toEqual([{ field: 'parentName', message: expect.any(String) }]);
    expect(await consentRow(student.id)).toMatchObject({ status: 'PENDING' });
  });

  it('resend kills the old link, with a cooldown', async () => {
    const { student, parentEmail, token } = await requested();
    expect((await call('POST', `/api/institute/parent-consent/${student.id}/resend`, instituteA)).statusCode).toBe(429);
    await t.db
      .update(parentConsents)
      .set({ lastSentAt: new Date(Date.now() - 120_000) })
      .where(eq(parentConsents.studentId, student.id));
    const resent = await call('POST', `/api/institute/parent-consent/${student.id}/resend`, instituteA);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().body.sends).toBe(2);
    const newToken = tokenIn((await latestMailTo(t.outbox, parentEmail)).links[0] ?? '');
    expect(newToken).not.toBe(token);
    expect((await decide(token)).statusCode).toBe(410);
    expect((await decide(newToken)).statusCode).toBe(200);
  });

  it('asking the same parent again keeps the cooldown; a corrected address starts afresh', async () => {
    const { student, parentEmail } = await requested();
    const again = { studentId: student.id, parentName: 'Meera Iyer', parentEmail };
    expect((await call('POST', '/api/institute/parent-consent', instituteA, again)).statusCode).toBe(429);
    const corrected = { ...again, parentEmail: 'meera.corrected@family.test' };
    const response = await call('POST', '/api/institute/parent-consent', instituteA, corrected);
    expect(response.statusCode).toBe(201);
    expect(response.json().body).toMatchObject({ sends: 1, parentEmail: 'me•••@family.test' });
  });

  it('stops after the maximum number of sends', async () => {
    const { student } = await requested();
    await t.db
      .update(parentConsents)
      .set({ sends: 5, lastSentAt: new Date(Date.now() - 120_000) })
      .where(eq(parentConsents.studentId, student.id));
    expect((await call('POST', `/api/institute/parent-consent/${student.id}/resend`, instituteA)).statusCode).toBe(409);
  });
});

describe('institute consent management', () => {
  it('sends links for imported PENDING rows that have none', async () => {
    const imported = await buildMember(t.db, schoolA.institute.id, 'CANDIDATE');
    await t.db.insert(parentConsents).values({
      instituteId: schoolA.institute.id,
      studentId: imported.id,
      parentName: 'Arun Nair',
      parentEmail: 'arun.nair@family.test',
    });
    const service = new ConsentService(t.db, t.outbox, 'http://localhost:3000');
    expect(await service.sendPendingLinks(schoolA.institute.id)).toBeGreaterThanOrEqual(1);
    expect((await latestMailTo(t.outbox, 'arun.nair@family.test')).links[0]).toContain('/parent-consent/verify');
    expect(await consentRow(imported.id)).toMatchObject({ sends: 1 });
    expect(await service.sendPendingLinks(schoolA.institute.id)).toBe(0);
  });

  it('lists with a status filter, masking parent emails', async () => {
    const response = await call('GET', '/api/institute/parent-consent?status=GRANTED&size=50', instituteA);
    expect(response.statusCode).toBe(200);
    const { content } = response.json().body;
    expect(content.length).toBeGreaterThan(0);
    for (const item of content) {
      expect(item.status).toBe('GRANTED');
      expect(item.parentEmail).toMatch(/^pa•••@family\.test$/);
    }
  });

  it('lets the school set a status by hand, recorded with the actor', async () => {
    const { student, token } = await requested();
    const response = await call('PATCH', `/api/institute/parent-consent/${student.id}/status`, instituteA, {
      status: 'GRANTED',
      note: 'Signed paper form',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().body.status).toBe('GRANTED');
    expect((await decide(token, 'DECLINE')).statusCode).toBe(410);
    const [event] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'consent.status_changed'));
    expect(event).toMatchObject({ actorId: instituteA.userId, instituteId: schoolA.institute.id });
    expect(event?.data).toMatchObject({ from: 'PENDING', to: 'GRANTED', note: 'Signed paper form' });
  });

  it('answers the payment hook from the school’s consent fee (none set: parents pay nothing)', async () => {
    const response = await call('GET', '/api/institute/parent-consent/payment-link', instituteA);
    expect(response.json().body).toEqual({
      paymentRequired: false,
      feePaise: null,
      url: null,
      subscriptionState: 'ACTIVE',
    });
  });

  it('rejects bad input with field details and changes nothing', async () => {
    const student = await buildMember(t.db, schoolA.institute.id, 'CANDIDATE');
    const response = await call('POST', '/api/institute/parent-consent', instituteA, {
      studentId: student.id,
      parentName: 'M',
      parentEmail: 'not-an-email',
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['parentName', 'parentEmail']));
    expect(await consentRow(student.id)).toBeUndefined();
  });

  it('hasConsent follows the date of birth and the status', async () => {
    const { student, token } = await requested();
    const id = schoolA.institute.id;
    expect(await hasConsent(t.db, id, student.id)).toBe(false);
    await t.db.update(users).set({ dateOfBirth: '2000-01-01' }).where(eq(users.id, student.id));
    expect(await hasConsent(t.db, id, student.id)).toBe(true);
    await t.db.update(users).set({ dateOfBirth: '2013-05-01' }).where(eq(users.id, student.id));
    await decide(token);
    expect(await hasConsent(t.db, id, student.id)).toBe(true);
    expect(await hasConsent(t.db, 'ffffffff-ffff-4fff-8fff-ffffffffffff', student.id)).toBe(false);
  });
});

describe('consent tenant isolation', () => {
  const endpoints = (studentId: string) =>
    [
      ['GET', '/api/institute/parent-consent', undefined],
      ['POST', '/api/institute/parent-consent', { studentId, parentName: 'Other Parent', parentEmail: 'o@p.test' }],
      ['POST', '/api/institute/parent-consent/send-pending', undefined],
      ['GET', '/api/institute/parent-consent/payment-link', undefined],
      ['POST', `/api/institute/parent-consent/${studentId}/resend`, undefined],
      ['PATCH', `/api/institute/parent-consent/${studentId}/status`, { status: 'DECLINED' }],
    ] as const;

  it('answers 401 to anonymous callers and 403 to other roles', async () => {
    const { student } = await requested();
    for (const [method, url, body] of endpoints(student.id)) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, adminA, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, studentA, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("answers 404 for another institute's student and changes nothing", async () => {
    const { student } = await requested();
    const before = await consentRow(student.id);
    const scoped = endpoints(student.id).filter(([, url]) => url.includes(student.id) || url.endsWith('consent'));
    for (const [method, url, body] of scoped.filter(([m]) => m !== 'GET')) {
      expect((await call(method, url, instituteB, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await call('GET', '/api/institute/parent-consent?size=100', instituteB);
    expect(list.json().body.totalElements).toBe(0);
    expect(await consentRow(student.id)).toEqual(before);
  });
});
