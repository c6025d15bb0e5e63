/** The seat rule: a school's active students may not pass the seats of its paid plan. */
import type { SeatLimit } from '@noticeboard/shared';

export interface SeatsStatus {
  /** Paid seats; null when nothing limits them (a trial, an individual, a plan without a seat count, no plan). */
  seats: number | null;
  /** Active students. */
  used: number;
  /** Seats still free (never below 0); null when unlimited. */
  available: number | null;
}

export function seatsOf(seats: number | null, used: number): SeatsStatus {
  return { seats, used, available: seats === null ? null : Math.max(0, seats - used) };
}

/** What the school would pass its seats by when adding `adding` students; null when they fit. */
export function seatShortfall(status: Pick<SeatsStatus, 'seats' | 'used'>, adding: number): SeatLimit | null {
  if (status.seats === null || adding <= 0) return null;
  const needed = status.used + adding - status.seats;
  return needed > 0 ? { seats: status.seats, used: status.used, adding, needed } : null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Your plan has 50 seats and 50 are in use. Buy 3 more seats to add these students." */
export function seatLimitMessage(limit: SeatLimit, action: 'add' | 'restore'): string {
  const whom = limit.adding === 1 ? 'this student' : 'these students';
  return (
    `Your plan has ${plural(limit.seats, 'seat', 'seats')} and ${limit.used} ${limit.used === 1 ? 'is' : 'are'} in use. ` +
    `Buy ${plural(limit.needed, 'more seat', 'more seats')} to ${action} ${whom}.`
  );
}
