/** Which reminder a period ending soon is due: paid periods 7 and 1 days before their end, trials 2 days before. */

const DAY_MS = 86_400_000;

/** Days before the end a paid period's owner is reminded to renew (most distant first). */
export const RENEWAL_REMINDER_DAYS = [7, 1] as const;
/** Days before the end a trial's owner is told it ends. */
export const TRIAL_REMINDER_DAYS = 2;
/** The farthest ahead a reminder is ever due: the job looks no further. */
export const REMINDER_HORIZON_DAYS = Math.max(...RENEWAL_REMINDER_DAYS, TRIAL_REMINDER_DAYS);

/**
 * The reminder due now (its days-before), or null. Only the nearest threshold reached counts, so a period first seen
 * 12 hours before its end gets the 1-day reminder alone, not a stale 7-day one beside it.
 */
export function reminderDue(
  period: { kind: 'TRIAL' | 'PAID'; endsAt: Date },
  now: Date,
  sent: ReadonlySet<number>,
): number | null {
  const left = period.endsAt.getTime() - now.getTime();
  if (left <= 0) return null;
  const thresholds: readonly number[] = period.kind === 'PAID' ? RENEWAL_REMINDER_DAYS : [TRIAL_REMINDER_DAYS];
  const reached = thresholds.filter((days) => left <= days * DAY_MS);
  const due = reached[reached.length - 1];
  return due === undefined || sent.has(due) ? null : due;
}
