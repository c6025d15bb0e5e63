/** The subscription state later features check: none / trial / active / expired, with its end date. */
import type { SubscriptionState } from '@noticeboard/shared';

export interface SubscriptionPeriod {
  kind: 'TRIAL' | 'PAID';
  startsAt: Date;
  endsAt: Date;
}

export interface SubscriptionStatus {
  state: SubscriptionState;
  endsAt: Date | null;
}

/** A current paid period wins over a trial; with nothing current, the latest one that ended. */
export function subscriptionStatus(periods: SubscriptionPeriod[], now: Date): SubscriptionStatus {
  const current = periods.filter((period) => period.startsAt <= now && period.endsAt > now);
  const paid = current.filter((period) => period.kind === 'PAID');
  const pick = (list: SubscriptionPeriod[]) =>
    list.reduce<SubscriptionPeriod | null>((best, p) => (!best || p.endsAt > best.endsAt ? p : best), null);
  const active = pick(paid) ?? pick(current);
  if (active) return { state: active.kind === 'PAID' ? 'ACTIVE' : 'TRIAL', endsAt: active.endsAt };
  const ended = pick(periods.filter((period) => period.endsAt <= now));
  if (ended) return { state: 'EXPIRED', endsAt: ended.endsAt };
  return { state: 'NONE', endsAt: null };
}
