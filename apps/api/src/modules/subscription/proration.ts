/** The price of seats added part-way through a paid period: only the days left are charged. */

const DAY_MS = 86_400_000;

export interface ProRataInput {
  /** One seat for the whole period, in paise. */
  unitPricePaise: number;
  extraSeats: number;
  now: Date;
  periodStartsAt: Date;
  periodEndsAt: Date;
}

/**
 * unit × seats × days left ÷ days in the period, rounded to the nearest paisa. Days are counted in whole days
 * rounded up (a day that has started is charged, so a period of 365 days and a few hours counts 366), never more than
 * the whole period's price, and 0 once the period has ended.
 */
export function proRataPaise({ unitPricePaise, extraSeats, now, periodStartsAt, periodEndsAt }: ProRataInput): number {
  if (!Number.isInteger(unitPricePaise) || unitPricePaise < 0) throw new RangeError('unitPricePaise: whole paise ≥ 0');
  if (!Number.isInteger(extraSeats) || extraSeats < 0) throw new RangeError('extraSeats: a whole number ≥ 0');
  if (periodEndsAt <= periodStartsAt) throw new RangeError('the period must end after it starts');
  const full = unitPricePaise * extraSeats;
  if (now >= periodEndsAt) return 0;
  const periodDays = Math.ceil((periodEndsAt.getTime() - periodStartsAt.getTime()) / DAY_MS);
  const daysLeft = Math.ceil((periodEndsAt.getTime() - Math.max(now.getTime(), periodStartsAt.getTime())) / DAY_MS);
  return Math.min(full, Math.round((full * daysLeft) / periodDays));
}
