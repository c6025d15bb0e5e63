import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentFeeSettings, institutes, parentConsents, taxDetails, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { ageOn } from './consent.policy';
import { DEMO_CONSENT_FEE_PAISE, demoDateOfBirth, seedConsentDemo } from './consent.seed';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seeded: true });
});
afterAll(async () => t.close());

describe('consent and tax demo data', () => {
  it('gives every demo student a date of birth that fits the class', async () => {
    const students = await t.db.select().from(users).where(eq(users.type, 'CANDIDATE'));
    expect(students.every((student) => student.dateOfBirth !== null)).toBe(true);
    const student = students.find((row) => row.email === 'student@demo.test');
    expect(ageOn(student?.dateOfBirth ?? '', new Date())).toBe(13);
  });

  it('makes a birth date of exactly the given age', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    for (let index = 0; index < 40; index++) expect(ageOn(demoDateOfBirth(14, index, now), now)).toBe(14);
  });

  it('has mostly granted consents, a few pending without a link yet and one declined', async () => {
    const rows = await t.db.select().from(parentConsents);
    const count = (status: string) => rows.filter((row) => row.status === status).length;
    expect(count('GRANTED')).toBeGreaterThan(count('PENDING'));
    expect(count('PENDING')).toBeGreaterThanOrEqual(3);
    expect(count('DECLINED')).toBe(1);
    expect(rows.every((row) => row.parentEmail.endsWith('@family.demo.test'))).toBe(true);
    const pendingWithoutLink = await t.db
      .select()
      .from(parentConsents)
      .where(and(eq(parentConsents.status, 'PENDING'), isNull(parentConsents.tokenHash)));
    expect(pendingWithoutLink).toHaveLength(count('PENDING'));
    const [demoStudent] = await t.db.select().from(users).where(eq(users.email, 'student@demo.test'));
    expect(rows.find((row) => row.studentId === demoStudent?.id)?.status).toBe('GRANTED');
  });

  it('gives Greenfield tax details and Riverside none', async () => {
    const rows = await t.db.select().from(taxDetails);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ gstin: '29AAACG1234A1ZA', gstStateCode: '29' });
  });

  it('gives Riverside a ₹199 consent fee and Greenfield none, once however often it runs', async () => {
    await seedConsentDemo(t.db);
    const fees = await t.db
      .select({ customUrl: institutes.customUrl, feePaise: consentFeeSettings.feePaise })
      .from(consentFeeSettings)
      .innerJoin(institutes, eq(institutes.id, consentFeeSettings.instituteId));
    expect(fees).toEqual([{ customUrl: 'riverside-international-academy', feePaise: DEMO_CONSENT_FEE_PAISE }]);
    expect(DEMO_CONSENT_FEE_PAISE).toBe(19_900);
  });
});
