/**
 * Schedules (spec §9: Daily, Weekly, Monthly, Custom). When the latest occurrence of a published, scheduled
 * assignment has opened, the next one is made: the same questions, classes and extra time, published, its times
 * moved from the first occurrence's (DAILY +1 day, WEEKLY +7, MONTHLY the same day of a later month in India's
 * time — the 31st becomes the month's last day —, CUSTOM +N days), up to `scheduleUntil`. The unique
 * (series_id, occurrence) index makes each occurrence once, whichever process gets there first. An occurrence
 * whose window has already passed (the server was off) is skipped, not made closed. Cancelling the latest
 * occurrence stops the series.
 */
import type { ScheduleFrequency } from '@noticeboard/shared';
import type { Db } from '../../db/client';
import type { Job } from '../../lib/jobs';
import type { Clock, Infrastructure } from '../module';
import {
  type AssignmentRow,
  copyAccommodations,
  firstOccurrence,
  insertOccurrence,
  insertQuestions,
  questionsOf,
  replaceTargets,
  seriesDueForNext,
  targetsOf,
} from './authoring.repository';
import { type AuthoringService, copyOfQuestion, customUrlOf, newAssignmentCode } from './authoring.service';

const DAY = 86_400_000;
/** India's offset (no daylight saving): a month's "same day" is the day in India. */
const INDIA_OFFSET_MS = 330 * 60_000;

/** `at` moved by `months` calendar months in India's time, the day clamped to the month's last. */
export function addMonthsInIndia(at: Date, months: number): Date {
  const local = new Date(at.getTime() + INDIA_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = Date.UTC(
    year,
    month,
    Math.min(local.getUTCDate(), lastDay),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return new Date(moved - INDIA_OFFSET_MS);
}

/** When occurrence `n` (1 = the first) opens, from the first occurrence's opening. */
export function occurrenceOpensAt(
  first: Date,
  n: number,
  frequency: ScheduleFrequency,
  everyDays: number | null,
): Date {
  const steps = n - 1;
  switch (frequency) {
    case 'DAILY':
      return new Date(first.getTime() + steps * DAY);
    case 'WEEKLY':
      return new Date(first.getTime() + steps * 7 * DAY);
    case 'MONTHLY':
      return addMonthsInIndia(first, steps);
    case 'CUSTOM':
      return new Date(first.getTime() + steps * Math.max(1, everyDays ?? 1) * DAY);
  }
}

/** Makes the next occurrence after `current` if one is due; true when one was made (by this call). */
export async function makeNextOccurrence(
  db: Db,
  authoring: AuthoringService,
  current: AssignmentRow,
  now: Date,
): Promise<boolean> {
  if (!current.scheduleFrequency || !current.seriesId) return false;
  const first = (await firstOccurrence(db, current.seriesId)) ?? current;
  if (!first.opensAt || !first.closesAt) return false;
  const length = first.closesAt.getTime() - first.opensAt.getTime();
  // The next occurrence still to come (a window wholly in the past is skipped).
  let n = current.occurrence + 1;
  let opensAt = occurrenceOpensAt(first.opensAt, n, current.scheduleFrequency, current.scheduleEveryDays);
  while (opensAt.getTime() + length <= now.getTime() && n < current.occurrence + 1000) {
    n += 1;
    opensAt = occurrenceOpensAt(first.opensAt, n, current.scheduleFrequency, current.scheduleEveryDays);
  }
  if (current.scheduleUntil && opensAt > current.scheduleUntil) return false;
  const closesAt = new Date(opensAt.getTime() + length);
  return db.transaction(async (tx) => {
    const code = newAssignmentCode();
    const made = await insertOccurrence(tx, {
      instituteId: current.instituteId,
      code,
      customUrl: customUrlOf(current.title, current.type, code),
      type: current.type,
      title: current.title,
      instructions: current.instructions,
      studentClass: current.studentClass,
      subjectId: current.subjectId,
      chapterId: current.chapterId,
      state: 'PUBLISHED',
      opensAt,
      closesAt,
      timeLimitMinutes: current.timeLimitMinutes,
      shuffleQuestions: current.shuffleQuestions,
      shuffleOptions: current.shuffleOptions,
      resultRelease: current.resultRelease,
      faceCheckRequired: current.faceCheckRequired,
      faceRecheckMinutes: current.faceRecheckMinutes,
      scheduleFrequency: current.scheduleFrequency,
      scheduleEveryDays: current.scheduleEveryDays,
      scheduleUntil: current.scheduleUntil,
      seriesId: current.seriesId,
      occurrence: n,
      totalMarks: current.totalMarks,
      emailParents: current.emailParents,
      createdBy: current.createdBy,
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    if (!made) return false;
    const targets = await targetsOf(tx, [current.id]);
    await replaceTargets(tx, made.id, targets);
    const questions = await questionsOf(tx, current.id);
    await insertQuestions(
      tx,
      questions.map((question) => copyOfQuestion(question, made.id)),
    );
    await copyAccommodations(tx, current.id, made.id);
    await authoring.announce(tx, made, targets, null);
    return true;
  });
}

/** One pass: every due series gets its next occurrence. */
export async function runSchedules(db: Db, authoring: AuthoringService, clock: Clock): Promise<number> {
  const now = clock.now();
  const due = await seriesDueForNext(db, now, 100);
  let made = 0;
  for (const current of due) {
    if (await makeNextOccurrence(db, authoring, current, now)) made += 1;
  }
  return made;
}

export function assessmentScheduleJobs(
  { db, clock, log }: Pick<Infrastructure, 'db' | 'clock' | 'log'>,
  authoring: AuthoringService,
): Job[] {
  return [
    {
      name: 'assessment-schedule',
      everyMs: 60_000,
      run: async () => {
        const made = await runSchedules(db, authoring, clock);
        if (made > 0) log.info({ made }, 'scheduled assignments: next occurrences made');
      },
    },
  ];
}
