/**
 * The reader's calendar. Reading days and "this year" start at midnight in one fixed zone, Asia/Kolkata
 * (UTC+05:30, no daylight saving), where the product's schools are; a per-school zone can come later.
 */
import type { PublishDateRange } from '@noticeboard/shared';

export const READING_TIME_ZONE = 'Asia/Kolkata';
const ZONE_OFFSET_MS = 330 * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Midnight of `now`'s day in the reading zone. */
export function readingDayStart(now: Date): Date {
  const local = now.getTime() + ZONE_OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS - ZONE_OFFSET_MS);
}

/** The earliest publish time a date-range filter keeps. */
export function rangeStart(range: PublishDateRange, now: Date): Date {
  switch (range) {
    case 'LAST_24_HOURS':
      return new Date(now.getTime() - DAY_MS);
    case 'LAST_7_DAYS':
      return new Date(now.getTime() - 7 * DAY_MS);
    case 'LAST_30_DAYS':
      return new Date(now.getTime() - 30 * DAY_MS);
    case 'LAST_90_DAYS':
      return new Date(now.getTime() - 90 * DAY_MS);
    case 'THIS_YEAR': {
      const year = new Date(now.getTime() + ZONE_OFFSET_MS).getUTCFullYear();
      return new Date(Date.UTC(year, 0, 1) - ZONE_OFFSET_MS);
    }
  }
}

export const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
