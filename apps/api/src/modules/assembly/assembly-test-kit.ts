/** Test helpers of the assembly: a school with its people signed in, birthdays, consent and news to choose from. */
import type { ConsentStatus } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { buildInstitute, buildMember } from '../../test/factories';
import { type SignedIn, signIn } from '../../test/session';
import { answerParentConsent } from '../consent/consent-test-kit';
import { insertArticle, insertPublisher } from '../news/audio/audio-test-kit';

export { call, movableClock } from '../assessment/assessment-test-kit';

export interface AssemblySchool {
  instituteId: string;
  customUrl: string;
  school: SignedIn;
  admin: SignedIn;
  faculty: SignedIn;
  student: SignedIn;
  classmate: SignedIn;
}

export async function assemblySchool(app: FastifyInstance, db: Db, name = 'Hillside School'): Promise<AssemblySchool> {
  const { institute, account } = await buildInstitute(db, name);
  const [admin, faculty, student, classmate] = await Promise.all([
    buildMember(db, institute.id, 'ADMIN'),
    buildMember(db, institute.id, 'FACULTY'),
    buildMember(db, institute.id, 'CANDIDATE'),
    buildMember(db, institute.id, 'CANDIDATE'),
  ]);
  // Students sign in only with their parent's consent in order here (the test of consent sets its own).
  await grantConsent(db, institute.id, student.id, 'GRANTED');
  await grantConsent(db, institute.id, classmate.id, 'GRANTED');
  return {
    instituteId: institute.id,
    customUrl: institute.customUrl,
    school: await signIn(app, 'institute', account.email),
    admin: await signIn(app, 'faculty', admin.email),
    faculty: await signIn(app, 'faculty', faculty.email),
    student: await signIn(app, 'user', student.email),
    classmate: await signIn(app, 'user', classmate.email),
  };
}

export async function grantConsent(db: Db, instituteId: string, studentId: string, status: ConsentStatus) {
  await answerParentConsent(db, { instituteId, studentId, status, parentName: 'Meera Iyer' });
}

export async function setBirth(db: Db, userId: string, dateOfBirth: string, name?: string) {
  await db
    .update(users)
    .set({ dateOfBirth, ...(name ? { name } : {}) })
    .where(eq(users.id, userId));
}

/** A student of the school with a date of birth and (optionally) a consent answer. */
export async function student(db: Db, instituteId: string, name: string, dateOfBirth: string, consent?: ConsentStatus) {
  const row = await buildMember(db, instituteId, 'CANDIDATE');
  await setBirth(db, row.id, dateOfBirth, name);
  if (consent) await grantConsent(db, instituteId, row.id, consent);
  return row;
}

export async function someNews(db: Db, count = 8) {
  const publisher = await insertPublisher(db);
  const categories = ['ENVIRONMENT', 'SPORTS', 'HEALTH', 'TECHNOLOGY_AND_INNOVATION'] as const;
  const rows = [];
  for (let index = 0; index < count; index += 1) {
    rows.push(
      await insertArticle(db, {
        title: `Headline ${index + 1}`,
        publisherId: publisher.id,
        category: categories[index % categories.length],
        age: 60 + index,
      }),
    );
  }
  return rows;
}

export const SETTINGS = {
  enabled: true,
  schoolDays: [1, 2, 3, 4, 5],
  assemblyTime: '08:00',
  timeZone: 'Asia/Kolkata',
  headlineCount: 3,
  classGroupCategories: {
    '3-5': ['ENVIRONMENT', 'SPORTS'],
    '6-8': ['ENVIRONMENT', 'HEALTH', 'TECHNOLOGY_AND_INNOVATION'],
    '9-12': ['TECHNOLOGY_AND_INNOVATION'],
    '12+': [],
  },
  thoughtSource: 'BUILT_IN',
  ownThoughts: [],
  announcements: [{ text: 'Sports day practice after lunch', endsOn: '2026-12-04' }],
  holidays: ['2026-12-25'],
  birthdaysEnabled: true,
};
