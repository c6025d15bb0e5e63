import { CONSENT_PURPOSES, CURRENT_POLICY_VERSIONS } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentLedger, users } from '../../db/schema';
import { buildTestApp, latestMailTo, type TestApp, tokenIn } from '../../test/build-test-app';
import { buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { mayDecide, purposeAllowed } from './consent-ledger.policy';
import { consentAllows, consentAllowsSql, consentHistoryOf, recordConsent } from './consent-ledger.repository';

const now = new Date('2026-06-15T10:00:00Z');
const CHILD = { type: 'CANDIDATE' as const, dateOfBirth: '2013-03-01' };
const ADULT_STUDENT = { type: 'CANDIDATE' as const, dateOfBirth: '2008-06-15' };
const TEACHER = { type: 'INDIVIDUAL' as const, dateOfBirth: null };

describe('the consent rule', () => {
  it('a child: nothing until a parent (or the school on their word) says yes; their own word never counts', () => {
    for (const purpose of CONSENT_PURPOSES) {
      expect(purposeAllowed(CHILD, null, purpose, now)).toBe(false);
      expect(purposeAllowed(CHILD, { granted: true, grantor: 'PARENT' }, purpose, now)).toBe(true);
      expect(purposeAllowed(CHILD, { granted: true, grantor: 'SCHOOL' }, purpose, now)).toBe(true);
      expect(purposeAllowed(CHILD, { granted: false, grantor: 'PARENT' }, purpose, now)).toBe(false);
      expect(purposeAllowed(CHILD, { granted: true, grantor: 'SELF' }, purpose, now)).toBe(false);
    }
    expect(purposeAllowed({ ...CHILD, dateOfBirth: null }, null, 'COMMUNITY', now)).toBe(false);
  });

  it('everyone else: on until they withdraw it (marketing off until they say yes); a parent no longer decides at 18', () => {
    for (const person of [ADULT_STUDENT, TEACHER]) {
      expect(purposeAllowed(person, null, 'COMMUNITY', now)).toBe(true);
      expect(purposeAllowed(person, null, 'MARKETING_EMAILS', now)).toBe(false);
      expect(purposeAllowed(person, { granted: true, grantor: 'SELF' }, 'MARKETING_EMAILS', now)).toBe(true);
      expect(purposeAllowed(person, { granted: false, grantor: 'SELF' }, 'PUBLIC_PHOTOS', now)).toBe(false);
      expect(purposeAllowed(person, { granted: false, grantor: 'PARENT' }, 'COMMUNITY', now)).toBe(true);
    }
  });

  it('only a parent or the school decide for a child, only the person for themselves', () => {
    expect(mayDecide(CHILD, 'PARENT', now)).toBe(true);
    expect(mayDecide(CHILD, 'SCHOOL', now)).toBe(true);
    expect(mayDecide(CHILD, 'SELF', now)).toBe(false);
    expect(mayDecide(TEACHER, 'SELF', now)).toBe(true);
    expect(mayDecide(TEACHER, 'PARENT', now)).toBe(false);
  });
});

describe('the ledger on a database', () => {
  let t: TestApp;
  let school: Awaited<ReturnType<typeof buildInstitute>>;
  let institute: SignedIn;

  beforeAll(async () => {
    t = await buildTestApp();
    school = await buildInstitute(t.db, 'Banyan School');
    institute = await signIn(t.app, 'institute', school.account.email);
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: SignedIn, payload?: object) =>
    t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });

  async function person(kind: 'child' | 'child-no-birth-date' | 'adult-student' | 'teacher') {
    const member = await buildMember(t.db, school.institute.id, kind === 'teacher' ? 'FACULTY' : 'CANDIDATE');
    const dateOfBirth =
      kind === 'child'
        ? '2013-03-01'
        : kind === 'adult-student'
          ? '2008-06-15'
          : kind === 'teacher'
            ? '1988-01-01'
            : null;
    await t.db.update(users).set({ dateOfBirth }).where(eq(users.id, member.id));
    return member;
  }

  it('the SQL twin answers as the rule for every kind of person, decision and purpose', async () => {
    const decisions = [
      null,
      { granted: true, grantor: 'PARENT' },
      { granted: false, grantor: 'PARENT' },
      { granted: true, grantor: 'SCHOOL' },
      { granted: true, grantor: 'SELF' },
      { granted: false, grantor: 'SELF' },
    ] as const;
    let compared = 0;
    for (const kind of ['child', 'child-no-birth-date', 'adult-student', 'teacher'] as const) {
      for (const decision of decisions) {
        const member = await person(kind);
        if (decision) {
          await recordConsent(t.db, {
            userId: member.id,
            purposes: CONSENT_PURPOSES,
            ...decision,
            source: 'test',
            at: now,
          });
        }
        const [row] = await t.db
          .select(
            Object.fromEntries(
              CONSENT_PURPOSES.map((purpose) => [purpose, consentAllowsSql(purpose, now).mapWith(Boolean)]),
            ),
          )
          .from(users)
          .where(eq(users.id, member.id));
        for (const purpose of CONSENT_PURPOSES) {
          const expected = await consentAllows(t.db, member.id, purpose, now);
          expect({ kind, decision, purpose, allowed: row?.[purpose] }).toEqual({
            kind,
            decision,
            purpose,
            allowed: expected,
          });
          compared += 1;
        }
      }
    }
    expect(compared).toBe(4 * decisions.length * CONSENT_PURPOSES.length);
  });

  it("the parent's link records each purpose, who and under which policy; a later no withdraws them all", async () => {
    const child = await person('child');
    const parentEmail = 'parent.ledger@family.test';
    await call('POST', '/api/institute/parent-consent', institute, {
      studentId: child.id,
      parentName: 'Meera Iyer',
      parentEmail,
    });
    const token = tokenIn((await latestMailTo(t.outbox, parentEmail)).links[0] ?? '');
    expect(await consentAllows(t.db, child.id, 'COMMUNITY')).toBe(false);
    const answered = await call('POST', '/api/parent-consent/verify', undefined, {
      token,
      decision: 'GRANT',
      parentName: 'Meera Iyer',
      faceChecks: false,
    });
    expect(answered.statusCode).toBe(200);
    const history = await consentHistoryOf(t.db, child.id);
    expect(history.map((row) => [row.purpose, row.granted, row.grantor, row.source])).toEqual(
      expect.arrayContaining([
        ['ACCOUNT', true, 'PARENT', 'parent-link'],
        ['COMMUNITY', true, 'PARENT', 'parent-link'],
        ['PUBLIC_PHOTOS', true, 'PARENT', 'parent-link'],
        ['AUDIO', true, 'PARENT', 'parent-link'],
        ['PERSONALISED_FEEDS', true, 'PARENT', 'parent-link'],
        ['FACE_CHECKS', false, 'PARENT', 'parent-link'],
      ]),
    );
    expect(history.every((row) => row.policyVersion === CURRENT_POLICY_VERSIONS.PRIVACY_POLICY)).toBe(true);
    expect(await consentAllows(t.db, child.id, 'COMMUNITY')).toBe(true);
    expect(await consentAllows(t.db, child.id, 'FACE_CHECKS')).toBe(false);
    expect(await consentAllows(t.db, child.id, 'MARKETING_EMAILS')).toBe(false);

    // The school sets it back on the parent's word (e.g. a letter): every purpose is withdrawn, and recorded as theirs.
    const declined = await call('PATCH', `/api/institute/parent-consent/${child.id}/status`, institute, {
      status: 'DECLINED',
    });
    expect(declined.statusCode).toBe(200);
    for (const purpose of CONSENT_PURPOSES) expect(await consentAllows(t.db, child.id, purpose)).toBe(false);
    const rows = await t.db.select().from(consentLedger).where(eq(consentLedger.userId, child.id));
    expect(rows.filter((row) => row.grantor === 'SCHOOL' && row.source === 'school-status')).toHaveLength(6);
    expect(rows.find((row) => row.grantor === 'SCHOOL')?.recordedBy).toBe(school.account.id);
  });
});
