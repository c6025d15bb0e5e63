/** The subscription state every feature asks: none / trial / active / past due / expired, with its end dates. */
import type { SubscriptionState } from '@noticeboard/shared';

export interface SubscriptionPeriod {
  kind: 'TRIAL' | 'PAID';
  startsAt: Date;
  endsAt: Date;
  /** A paid period keeps working until then after it ends (PAST_DUE); null for trials. */
  graceEndsAt: Date | null;
}

export interface SubscriptionStatus {
  state: SubscriptionState;
  /** When the current period ends (or the last one ended). */
  endsAt: Date | null;
  /** While PAST_DUE: when writing stops unless the owner renews. */
  graceEndsAt: Date | null;
  /** No trial and no plan ever: the trial can be offered. */
  trialAvailable: boolean;
}

/** A period as stored: the facts the state is derived from, plus what was bought. */
export interface StoredPeriod extends SubscriptionPeriod {
  id: string;
  /** The plan a paid period was bought on; null for trials. */
  planCode: string | null;
  /** A school's paid seats; null for trials, individuals and plans sold without a seat count. */
  seats: number | null;
}

const latest = <P extends SubscriptionPeriod>(list: P[]) =>
  list.reduce<P | null>((best, p) => (!best || p.endsAt > best.endsAt ? p : best), null);

const isCurrent = (period: SubscriptionPeriod, now: Date) => period.startsAt <= now && period.endsAt > now;

/**
 * The paid period behind an ACTIVE or PAST_DUE state (the one whose plan and seats apply), chosen as
 * `subscriptionStatus` chooses; null in a trial, with nothing bought, or once the grace has run out.
 */
export function paidPeriodInForce<P extends SubscriptionPeriod>(periods: P[], now: Date): P | null {
  const current = periods.filter((period) => isCurrent(period, now));
  const paid = latest(current.filter((period) => period.kind === 'PAID'));
  if (paid) return paid;
  if (current.length > 0) return null;
  return latest(
    periods.filter(
      (period) => period.kind === 'PAID' && period.endsAt <= now && period.graceEndsAt && period.graceEndsAt > now,
    ),
  );
}

/** A current paid period wins over a trial; then a paid period in its grace; with nothing current, the latest. */
export function subscriptionStatus(periods: SubscriptionPeriod[], now: Date): SubscriptionStatus {
  // The trial is for newcomers: a school or reader who ever had a trial or a plan is not offered one.
  const trialAvailable = periods.length === 0;
  const current = periods.filter((period) => period.startsAt <= now && period.endsAt > now);
  const active = latest(current.filter((period) => period.kind === 'PAID')) ?? latest(current);
  if (active) {
    const state = active.kind === 'PAID' ? 'ACTIVE' : 'TRIAL';
    return { state, endsAt: active.endsAt, graceEndsAt: null, trialAvailable };
  }
  const ended = latest(periods.filter((period) => period.endsAt <= now));
  if (!ended) return { state: 'NONE', endsAt: null, graceEndsAt: null, trialAvailable };
  const grace = latest(
    periods.filter(
      (period) => period.kind === 'PAID' && period.endsAt <= now && period.graceEndsAt && period.graceEndsAt > now,
    ),
  );
  if (grace) return { state: 'PAST_DUE', endsAt: grace.endsAt, graceEndsAt: grace.graceEndsAt, trialAvailable };
  return { state: 'EXPIRED', endsAt: ended.endsAt, graceEndsAt: null, trialAvailable };
}
