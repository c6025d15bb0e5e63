/** Pure rules of the home page. */
import { addDays } from '../quiz/quiz-day';

/** How far back a streak is read: longer runs are shown as this many days. */
export const STREAK_LOOKBACK_DAYS = 366;

/** Declined posts stay on the to-do list this long. */
export const DECLINED_SHOWN_DAYS = 14;

/**
 * Days in a row with a quiz played, ending today, or yesterday while today's is still to play (a streak is not
 * broken before the day is over). `days` are YYYY-MM-DD, newest first, without repeats.
 */
export function streakOf(days: readonly string[], today: string): number {
  const played = days.filter((day) => day <= today);
  let expected = played[0] === today ? today : addDays(today, -1);
  let streak = 0;
  for (const day of played) {
    if (day !== expected) break;
    streak += 1;
    expected = addDays(expected, -1);
  }
  return streak;
}
