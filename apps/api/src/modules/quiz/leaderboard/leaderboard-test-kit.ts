/** Schools, players and daily quiz totals for the leaderboard and summary tests (rows written as a submission would). */
import type { SectionType, StudentClass } from '@noticeboard/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { quizDailyScores, users } from '../../../db/schema';
import type { UserRow } from '../../user/user.repository';

export interface DayTotals {
  score: number;
  timeTakenSeconds?: number;
  lastSubmittedAt?: Date;
  quizzesPlayed?: number;
}

/**
 * Puts a student in a class and section (and names them, for readable failures). They are adults unless a test
 * sets a date of birth: children outside their school are listed by the consent rule (`child-listing.test.ts`).
 */
export async function placeStudent(
  db: Db,
  student: UserRow,
  studentClass: StudentClass,
  section: SectionType,
  name = student.name,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ studentClass, section, name, dateOfBirth: '2000-01-01' })
    .where(eq(users.id, student.id))
    .returning();
  if (!row) throw new Error('no such student');
  return row;
}

/** One player's totals for one day, counted for their current school, class and section. */
export async function playDay(db: Db, player: UserRow, day: string, totals: DayTotals): Promise<void> {
  const quizzesPlayed = totals.quizzesPlayed ?? 1;
  const attempted = quizzesPlayed * 10;
  const right = Math.min(attempted, Math.max(0, totals.score));
  await db.insert(quizDailyScores).values({
    userId: player.id,
    day,
    instituteId: player.instituteId,
    studentClass: player.studentClass,
    section: player.section,
    quizzesPlayed,
    score: totals.score,
    attempted,
    right,
    wrong: Math.max(attempted - right - 1, 0),
    skipped: Math.min(attempted - right, 1),
    timeTakenSeconds: totals.timeTakenSeconds ?? 120,
    lastSubmittedAt: totals.lastSubmittedAt ?? new Date(),
  });
}
