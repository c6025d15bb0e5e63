/** The days a spec §9 date range counts, as YYYY-MM-DD in the reading zone (days start at midnight there). */
import { QUIZ_DATE_RANGE_DAYS, type QuizDateRange } from '@noticeboard/shared';
import { readingDayStart } from '../../news/news-clock';

const DAY_MS = 86_400_000;
const ZONE_OFFSET_MS = 330 * 60_000;

export interface DayBounds {
  /** First day counted. */
  from: string;
  /** Last day counted. */
  to: string;
  /** Today in the reading zone: rankings computed for one day roll over at midnight. */
  today: string;
}

/** The reading-zone calendar day of an instant. */
export function readingDayOf(instant: Date): string {
  return new Date(readingDayStart(instant).getTime() + ZONE_OFFSET_MS).toISOString().slice(0, 10);
}

/** Adds whole days to a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function rangeBounds(range: QuizDateRange, now: Date): DayBounds {
  const { days, offset } = QUIZ_DATE_RANGE_DAYS[range];
  const today = readingDayOf(now);
  return { from: addDays(today, -(days - 1) - offset), to: addDays(today, -offset), today };
}
