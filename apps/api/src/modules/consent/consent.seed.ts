/**
 * Demo data: students' dates of birth from their class, their parents' consent (mostly granted, most with a yes to
 * face checks too, the demo student's among them), and Riverside's
 * consent fee (₹199, so a parent's payment can be tried with its pending requests; Greenfield stays free).
 */
import { STUDENT_CLASS_INFO } from '@noticeboard/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consentFeeSettings, parentConsents, users } from '../../db/schema';
import { findInstituteByCustomUrl } from '../institute/institute.repository';
import { needsConsent } from './consent.policy';
import { recordConsentAnswer } from './consent-ledger.repository';

const DEMO_SCHOOLS = ['greenfield-public-school', 'riverside-international-academy'];
const PARENT_FIRST_NAMES = ['Meera', 'Arun', 'Sunita', 'Rajesh', 'Farah', 'Joseph', 'Lata', 'Imran', 'Geeta', 'Vivek'];
const DAY_MS = 86_400_000;
/** Riverside's fee per student, GST included. */
export const DEMO_CONSENT_FEE_PAISE = 19_900;

/** A birth date that makes the student `age` today, spread over the year so birthdays differ. */
export function demoDateOfBirth(age: number, index: number, now: Date): string {
  const sameDay = Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate());
  return new Date(sameDay - ((index * 37) % 330) * DAY_MS - DAY_MS).toISOString().slice(0, 10);
}

/** Which consent state the n-th minor of a school gets: a few pending, one declined at Greenfield. */
function statusFor(index: number, email: string, schoolIndex: number): 'PENDING' | 'GRANTED' | 'DECLINED' {
  if (email === 'student@demo.test') return 'GRANTED';
  if (schoolIndex === 0 && index === 5) return 'DECLINED';
  return index % 7 === 3 ? 'PENDING' : 'GRANTED';
}

export async function seedConsentDemo(db: Db): Promise<void> {
  const now = new Date();
  for (const [schoolIndex, customUrl] of DEMO_SCHOOLS.entries()) {
    const institute = await findInstituteByCustomUrl(db, customUrl);
    if (!institute) continue;
    const students = await db
      .select()
      .from(users)
      .where(and(eq(users.instituteId, institute.id), eq(users.type, 'CANDIDATE')))
      .orderBy(users.createdAt, users.email);
    await db.transaction(async (tx) => {
      if (customUrl === 'riverside-international-academy') {
        await tx
          .insert(consentFeeSettings)
          .values({ instituteId: institute.id, feePaise: DEMO_CONSENT_FEE_PAISE })
          .onConflictDoNothing({ target: consentFeeSettings.instituteId });
      }
      for (const [index, student] of students.entries()) {
        const age = (student.studentClass ? STUDENT_CLASS_INFO[student.studentClass].numeric : 8) + 5;
        const dateOfBirth = student.dateOfBirth ?? demoDateOfBirth(age, index, now);
        if (!student.dateOfBirth) await tx.update(users).set({ dateOfBirth }).where(eq(users.id, student.id));
        if (!needsConsent(dateOfBirth, now)) continue;
        const status = statusFor(index, student.email, schoolIndex);
        const surname = student.name.split(' ').slice(1).join(' ') || student.name;
        const decidedAt = status === 'PENDING' ? null : new Date(now.getTime() - ((index % 20) + 1) * DAY_MS);
        // Most parents who said yes also allowed face checks; every fourth did not (a teacher confirms instead).
        const faceChecks = status === 'GRANTED' && (student.email === 'student@demo.test' || index % 4 !== 1);
        // PENDING rows get no token here: the school's "send pending links" mails them, as after an import.
        const inserted = await tx
          .insert(parentConsents)
          .values({
            instituteId: institute.id,
            studentId: student.id,
            parentName: `${PARENT_FIRST_NAMES[index % PARENT_FIRST_NAMES.length]} ${surname}`,
            parentEmail: `parent.${student.customUrl}@family.demo.test`,
            status,
            decidedAt,
            sends: status === 'PENDING' ? 0 : 1,
            lastSentAt: status === 'PENDING' ? null : new Date(now.getTime() - ((index % 20) + 2) * DAY_MS),
            faceChecksAllowed: faceChecks,
          })
          .onConflictDoNothing({ target: parentConsents.studentId })
          .returning({ id: parentConsents.id });
        if (inserted.length === 0 || !decidedAt || status === 'PENDING') continue;
        await recordConsentAnswer(tx, {
          studentId: student.id,
          status,
          faceChecks,
          grantor: 'PARENT',
          recordedBy: null,
          source: 'parent-link',
          at: decidedAt,
        });
      }
    });
  }
}
