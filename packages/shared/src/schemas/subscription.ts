/** Subscription status and the free trial (spec §1 "Subscriptions and payments", §7 "status", "trial", §8). */
import { z } from 'zod';
import type { FieldProblem } from '../errors';
import { subscriptionSchema } from './auth';

/** What the caller's subscription allows now, and whether they may start the trial themselves. */
export const subscriptionStatusSchema = subscriptionSchema.extend({
  /** The school account or an individual on their own account, with the trial still available. */
  mayStartTrial: z.boolean(),
  trialDays: z.number().int(),
  /** The one rule (`subscriptionAllowsWriting`): posting, collabs and other writing features are open. */
  mayWrite: z.boolean(),
});
export type SubscriptionStatusView = z.infer<typeof subscriptionStatusSchema>;

/** The numbers of a SEAT_LIMIT refusal: the school's paid seats, its active students, how many it tried to add. */
export interface SeatLimit {
  seats: number;
  used: number;
  adding: number;
  /** Seats to buy so that the students fit: used + adding − seats. */
  needed: number;
}

const SEAT_LIMIT_FIELDS = ['seats', 'used', 'adding', 'needed'] as const;

/** A SEAT_LIMIT error's `details`: one entry per number, the field naming it and the message holding its value. */
export function seatLimitDetails(limit: SeatLimit): FieldProblem[] {
  return SEAT_LIMIT_FIELDS.map((field) => ({ field, message: String(limit[field]) }));
}

/** Reads the numbers back from a SEAT_LIMIT error's `details`; null when any is missing. */
export function seatLimitOf(details: readonly FieldProblem[]): SeatLimit | null {
  const read = (field: (typeof SEAT_LIMIT_FIELDS)[number]) => {
    const value = details.find((problem) => problem.field === field)?.message;
    return value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : null;
  };
  const [seats, used, adding, needed] = SEAT_LIMIT_FIELDS.map(read);
  if (seats == null || used == null || adding == null || needed == null) return null;
  return { seats, used, adding, needed };
}
