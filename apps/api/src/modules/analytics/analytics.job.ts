/**
 * The analytics rollup. Every 5 minutes: schools without their year of rollups get it (a few per run, so a fresh
 * demo or a big import never holds the job for long), then the last three India days of every school are recomputed
 * (today's events as they come, and yesterday's late ones). Every 6 hours the last 35 days are recomputed, so what
 * changes after the day it counts for — an assignment graded later, an MCQ question answered again, an account
 * erased — reaches the rollups too. Each recompute deletes and rewrites its days in one transaction: a re-run gives
 * the same rows.
 */
import type { Db } from '../../db/client';
import type { Job } from '../../lib/jobs';
import type { Clock } from '../module';
import { addDays, dayEnd, dayStart, quizDayOf } from '../quiz/quiz-day';
import { markBackfilled, recomputeDays, schoolsNotBackfilled } from './analytics.repository';

export const ANALYTICS_ROLLUP_JOB = 'analytics-rollup';
export const ANALYTICS_SETTLE_JOB = 'analytics-settle';

export const ROLLUP = {
  backfillDays: 365,
  recentDays: 3,
  settleDays: 35,
  /** Schools backfilled per run. */
  backfillPerRun: 20,
} as const;

const windowEnding = (today: string, days: number) => {
  const from = addDays(today, -(days - 1));
  return { from, to: today, fromInstant: dayStart(from), toInstant: dayEnd(today) };
};

/** A year of days for schools that have none yet (all of them, `limit` at a time). */
export async function backfillSchools(db: Db, now: Date, limit: number = ROLLUP.backfillPerRun): Promise<number> {
  const window = windowEnding(quizDayOf(now), ROLLUP.backfillDays);
  const schools = await schoolsNotBackfilled(db, limit);
  for (const instituteId of schools) {
    await recomputeDays(db, window, instituteId);
    await markBackfilled(db, instituteId);
  }
  return schools.length;
}

/** The last `days` India days of every school. */
export async function recomputeRecent(db: Db, now: Date, days: number = ROLLUP.recentDays): Promise<number> {
  return recomputeDays(db, windowEnding(quizDayOf(now), days), null);
}

/** One round of the job: the backfill, then the recent days. */
export async function runRollup(db: Db, now: Date): Promise<void> {
  await backfillSchools(db, now);
  await recomputeRecent(db, now);
}

export function analyticsJobs(db: Db, clock: Clock, changed: () => void): Job[] {
  return [
    {
      name: ANALYTICS_ROLLUP_JOB,
      everyMs: 5 * 60_000,
      runAtStart: true,
      run: async () => {
        await runRollup(db, clock.now());
        changed();
      },
    },
    {
      name: ANALYTICS_SETTLE_JOB,
      everyMs: 6 * 60 * 60_000,
      run: async () => {
        await recomputeRecent(db, clock.now(), ROLLUP.settleDays);
        changed();
      },
    },
  ];
}
