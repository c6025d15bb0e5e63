/**
 * Demo assembly at Greenfield (issue 19 §1, §2), alive whatever day it is seeded: its settings (Mon–Sat, 08:00
 * India time, a standing announcement), birthdays today among Class 8 students whose parents agreed (one of them
 * student@demo.test's classmate student34@demo.test), one tomorrow and one later this week, the teacher
 * faculty@demo.test sharing a birthday today, a few wishes, and the bulletins of the last two school days (their
 * headlines and toppers are filled in by the job once the demo news and quizzes exist). Idempotent.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { birthdayWishes, parentConsents, staffBirthdaySharing, users } from '../../db/schema';
import { findInstituteByCustomUrl } from '../institute/institute.repository';
import { findSettings, insertBulletin, saveSettings } from './assembly.repository';
import { DEFAULT_SETTINGS } from './assembly-defaults';
import { addDays, instantOf, isSchoolDay, localDayOf } from './assembly-schedule';
import { composeBulletin } from './bulletin-maker';

export const DEMO_BIRTHDAY_CHILD = 'student34@demo.test';
const DEMO_SCHOOL = 'greenfield-public-school';
/** Birthdays (days from today) given to students with consent, after the classmate's. */
const OTHER_BIRTHDAYS = [0, 0, 1, 3] as const;

/** The same age, with the birthday moved to `day` (28 Feb for a 29 Feb birthday in other years). */
function birthdayOn(dateOfBirth: string | null, day: string, fallbackYear: number): string {
  const year = dateOfBirth ? Number(dateOfBirth.slice(0, 4)) : fallbackYear;
  const monthDay = day.slice(5);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${year}-${monthDay === '02-29' && !leap ? '02-28' : monthDay}`;
}

export async function seedAssemblyDemo(db: Db, now = new Date()): Promise<void> {
  const school = await findInstituteByCustomUrl(db, DEMO_SCHOOL);
  if (!school || (await findSettings(db, school.id))) return;
  const settings = {
    ...DEFAULT_SETTINGS,
    announcements: [
      {
        text: 'Annual sports day practice every afternoon this week',
        endsOn: addDays(localDayOf(now, 'Asia/Kolkata'), 6),
      },
      { text: 'Bring a cloth bag for the plastic-free week', endsOn: addDays(localDayOf(now, 'Asia/Kolkata'), 3) },
    ],
  };
  await saveSettings(db, { instituteId: school.id, ...settings, updatedBy: null });
  const today = localDayOf(now, settings.timeZone);

  const withConsent = await db
    .select({ id: users.id, email: users.email, dateOfBirth: users.dateOfBirth })
    .from(users)
    .innerJoin(parentConsents, and(eq(parentConsents.studentId, users.id), eq(parentConsents.status, 'GRANTED')))
    .where(and(eq(users.instituteId, school.id), eq(users.type, 'CANDIDATE')))
    .orderBy(users.email);
  const classmate = withConsent.find((student) => student.email === DEMO_BIRTHDAY_CHILD);
  const others = withConsent.filter(
    (student) => student.email !== DEMO_BIRTHDAY_CHILD && student.email !== 'student@demo.test',
  );
  const celebrants = [
    ...(classmate ? [{ student: classmate, inDays: 0 }] : []),
    ...OTHER_BIRTHDAYS.flatMap((inDays, index) => {
      const student = others[index * 5];
      return student ? [{ student, inDays }] : [];
    }),
  ];
  for (const { student, inDays } of celebrants) {
    const dateOfBirth = birthdayOn(student.dateOfBirth, addDays(today, inDays), 2013);
    await db.update(users).set({ dateOfBirth }).where(eq(users.id, student.id));
  }
  const [teacher] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'faculty@demo.test')).limit(1);
  if (teacher) {
    await db
      .update(users)
      .set({ dateOfBirth: birthdayOn(null, today, 1988) })
      .where(eq(users.id, teacher.id));
    await db.insert(staffBirthdaySharing).values({ userId: teacher.id }).onConflictDoNothing();
  }

  // A few wishes for the classmate from Class 8 friends and their teacher.
  const senders = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['student12@demo.test', 'student23@demo.test', 'faculty@demo.test']));
  if (classmate) {
    const messages: Record<string, { message: string | null; sticker: string | null }> = {
      'student12@demo.test': { message: 'Happy birthday! See you at the sports practice', sticker: null },
      'student23@demo.test': { message: null, sticker: 'BALLOONS' },
      'faculty@demo.test': { message: 'Wishing you a wonderful year ahead. Keep shining!', sticker: 'STAR' },
    };
    for (const sender of senders) {
      const wish = messages[sender.email];
      if (!wish) continue;
      await db
        .insert(birthdayWishes)
        .values({ instituteId: school.id, recipientId: classmate.id, senderId: sender.id, day: today, ...wish })
        .onConflictDoNothing();
    }
  }

  // The last two school days' bulletins (today's among them on a school day).
  const days: string[] = [];
  for (let back = 0; days.length < 2 && back < 14; back += 1) {
    const day = addDays(today, -back);
    if (isSchoolDay(day, settings)) days.push(day);
  }
  for (const day of days) {
    const slot = { day, assemblyAt: instantOf(day, settings.assemblyTime, settings.timeZone) };
    await insertBulletin(db, await composeBulletin(db, school.id, settings, slot, now));
  }
}
