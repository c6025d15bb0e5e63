/**
 * Quiz days are reading days (news-clock.ts): they start at midnight in the reading zone and are named
 * YYYY-MM-DD, the form the `date` columns hold.
 */

import { formatDate } from '@noticeboard/shared';
import { readingDayStart } from '../news/news-clock';

const ZONE_OFFSET = '+05:30';
const ZONE_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The reading day `now` falls in. */
export function quizDayOf(now: Date): string {
  return new Date(readingDayStart(now).getTime() + ZONE_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a day starts. */
export function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00${ZONE_OFFSET}`);
}

/** The instant a day ends (the next day's start). */
export function dayEnd(day: string): Date {
  return new Date(dayStart(day).getTime() + DAY_MS);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** "Daily Quiz · 22 Nov 2026". */
export function dailyQuizTitle(day: string): string {
  return `Daily Quiz · ${formatDate(day)}`;
}

export const dailyQuizUrl = (day: string) => `daily-${day}`;
