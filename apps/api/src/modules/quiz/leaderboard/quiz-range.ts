/** The days a spec §9 date range counts, as YYYY-MM-DD quiz days (reading days: they start at midnight there). */
import { QUIZ_DATE_RANGE_DAYS, type QuizDateRange } from '@noticeboard/shared';
import { addDays, quizDayOf } from '../quiz-day';

export interface DayBounds {
  /** First day counted. */
  from: string;
  /** Last day counted. */
  to: string;
  /** Today's quiz day: rankings computed for one day roll over at midnight. */
  today: string;
}

export function rangeBounds(range: QuizDateRange, now: Date): DayBounds {
  const { days, offset } = QUIZ_DATE_RANGE_DAYS[range];
  const today = quizDayOf(now);
  return { from: addDays(today, -(days - 1) - offset), to: addDays(today, -offset), today };
}
