import { CONSENT_CHOICE_PATHS } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, parentConsents, users } from '../../db/schema';
import { buildTestApp, latestMailTo, type TestApp } from '../../test/build-test-app';
import { buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { consentAllows } from './consent-ledger.repository';
import { answerParentConsent } from './consent-test-kit';

let t: TestApp;
let school: Awaited<ReturnType<typeof buildInstitute>>;
let teacher: SignedIn;
let child: Awaited<ReturnType<typeof buildMember>>;
let childSession: SignedIn;
const parentEmail = 'Meera.Iyer@family.test';

beforeAll(async () => {
  t = await buildTestApp();
  school = await buildInstitute(t.db, 'Peepal School');
  teacher = await signIn(t.app, 'faculty', (await buildMember(t.db, school.institute.id, 'FACULTY')).email);
  child = await buildMember(t.db, school.institute.id, 'CANDIDATE');
  await t.db.update(users).set({ dateOfBirth: '2014-02-01', name: 'Kavya Iyer' }).where(eq(users.id, child.id));
  await answerParentConsent(t.db, {
    instituteId: school.institute.id,
    studentId: child.id,
    parentEmail,
    parentName: 'Meera Iyer',
  });
  childSession = await signIn(t.app, 'user', child.email);
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: SignedIn, payload?: object) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });

describe('my own consent choices', () => {
  it('an adult sees theirs (marketing off until asked) and changes them; the feature follows at once', async () => {
    const mine = await call('GET', `/api${CONSENT_CHOICE_PATHS.mine}`, teacher);
    expect(mine.statusCode).toBe(200);
    const body = mine.json().body;
    expect(body.decidedBy).toBe('SELF');
    expect(body.choices.find((choice: { purpose: string }) => choice.purpose === 'MARKETING_EMAILS').allowed).toBe(
      false,
    );
    expect(body.choices.some((choice: { purpose: string }) => choice.purpose === 'ACCOUNT')).toBe(false);

    const off = await call('PUT', `/api/consents/me/COMMUNITY`, teacher, { granted: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().body.choices.find((choice: { purpose: string }) => choice.purpose === 'COMMUNITY')).toMatchObject(
      {
        allowed: false,
        decidedBy: 'SELF',
      },
    );
  });

  it('a child sees what their parent decided and cannot change it; nobody withdraws ACCOUNT here', async () => {
    const mine = await call('GET', `/api${CONSENT_CHOICE_PATHS.mine}`, childSession);
    expect(mine.json().body.decidedBy).toBe('PARENT');
    const refused = await call('PUT', '/api/consents/me/PUBLIC_PHOTOS', childSession, { granted: false });
    expect(refused.statusCode).toBe(403);
    expect(await consentAllows(t.db, child.id, 'PUBLIC_PHOTOS')).toBe(true);
    expect((await call('PUT', '/api/consents/me/ACCOUNT', teacher, { granted: false })).statusCode).toBe(400);
    expect((await call('PUT', '/api/consents/me/NOPE', teacher, { granted: false })).statusCode).toBe(400);
    expect((await call('GET', `/api${CONSENT_CHOICE_PATHS.mine}`)).statusCode).toBe(401);
  });
});

describe("a parent's choices through an emailed link", () => {
  async function linkToken(): Promise<string> {
    const asked = await call('POST', `/api${CONSENT_CHOICE_PATHS.parentLink}`, undefined, {
      email: 'meera.iyer@family.test',
    });
    expect(asked.statusCode).toBe(200);
    const mail = await latestMailTo(t.outbox, parentEmail.toLowerCase());
    const link = mail.links.find((href) => href.includes('manage=')) ?? '';
    return decodeURIComponent(new URL(link).searchParams.get('manage') ?? '');
  }

  it('answers alike for an address that gave no consent, and sends nothing', async () => {
    const before = (await t.outbox.list()).length;
    const asked = await call('POST', `/api${CONSENT_CHOICE_PATHS.parentLink}`, undefined, {
      email: 'stranger@family.test',
    });
    expect(asked.statusCode).toBe(200);
    expect((await t.outbox.list()).length).toBe(before);
  });

  it('withdraws photos: recorded as the parent’s, audited for the school, the feature off at once', async () => {
    const token = await linkToken();
    const view = await call('GET', `/api${CONSENT_CHOICE_PATHS.parentManage}?token=${encodeURIComponent(token)}`);
    expect(view.statusCode).toBe(200);
    expect(view.json().body).toMatchObject({
      studentFirstName: 'Kavya',
      schoolName: 'Peepal School',
      consentGiven: true,
    });
    expect(JSON.stringify(view.json().body)).not.toContain('Iyer');

    const withdrawn = await call('PUT', `/api${CONSENT_CHOICE_PATHS.parentManage}`, undefined, {
      token,
      purpose: 'PUBLIC_PHOTOS',
      granted: false,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(await consentAllows(t.db, child.id, 'PUBLIC_PHOTOS')).toBe(false);
    expect(await consentAllows(t.db, child.id, 'COMMUNITY')).toBe(true);
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'consent.purpose_changed'));
    expect(audit.at(-1)?.instituteId).toBe(school.institute.id);

    // The consent as a whole withdrawn: every purpose goes, the request reads DECLINED, and nothing can be granted alone.
    await call('PUT', `/api${CONSENT_CHOICE_PATHS.parentManage}`, undefined, {
      token,
      purpose: 'ACCOUNT',
      granted: false,
    });
    expect(await consentAllows(t.db, child.id, 'COMMUNITY')).toBe(false);
    const [request] = await t.db.select().from(parentConsents).where(eq(parentConsents.studentId, child.id));
    expect(request?.status).toBe('DECLINED');
    const alone = await call('PUT', `/api${CONSENT_CHOICE_PATHS.parentManage}`, undefined, {
      token,
      purpose: 'AUDIO',
      granted: true,
    });
    expect(alone.statusCode).toBe(409);
    expect(await consentAllows(t.db, child.id, 'AUDIO')).toBe(false);
    await call('PUT', `/api${CONSENT_CHOICE_PATHS.parentManage}`, undefined, {
      token,
      purpose: 'ACCOUNT',
      granted: true,
    });
    expect(await consentAllows(t.db, child.id, 'COMMUNITY')).toBe(true);
  });

  it('refuses a tampered link, and a link once the school readdressed the request to someone else', async () => {
    const token = await linkToken();
    const tampered = `${token.slice(0, -2)}xx`;
    expect(
      (await call('GET', `/api${CONSENT_CHOICE_PATHS.parentManage}?token=${encodeURIComponent(tampered)}`)).statusCode,
    ).toBe(410);
    await t.db
      .update(parentConsents)
      .set({ parentEmail: 'other.parent@family.test' })
      .where(eq(parentConsents.studentId, child.id));
    const stale = await call('PUT', `/api${CONSENT_CHOICE_PATHS.parentManage}`, undefined, {
      token,
      purpose: 'AUDIO',
      granted: false,
    });
    expect(stale.statusCode).toBe(410);
    expect(await consentAllows(t.db, child.id, 'AUDIO')).toBe(true);
  });
});
