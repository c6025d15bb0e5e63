import { describe, expect, it } from 'vitest';
import { proRataPaise } from './proration';

const HOUR = 3_600_000;
/** Midnight in India (+05:30): periods start and end on Indian dates. */
const ist = (date: string) => new Date(`${date}T00:00:00+05:30`);

describe('proRataPaise', () => {
  const year = { periodStartsAt: ist('2026-04-01'), periodEndsAt: ist('2027-04-01') };
  const seats = { unitPricePaise: 120_000, extraSeats: 3 };

  it('charges the full price at the start of the period, and on the first day (a started day counts)', () => {
    expect(proRataPaise({ ...seats, ...year, now: year.periodStartsAt })).toBe(360_000);
    expect(proRataPaise({ ...seats, ...year, now: new Date(year.periodStartsAt.getTime() + 20 * HOUR) })).toBe(360_000);
  });

  it('charges one day on the last day of the period', () => {
    // 360,000 × 1 / 365 = 986.30…
    expect(proRataPaise({ ...seats, ...year, now: new Date(year.periodEndsAt.getTime() - HOUR) })).toBe(986);
    expect(proRataPaise({ ...seats, ...year, now: new Date(year.periodEndsAt.getTime() - 25 * HOUR) })).toBe(1973);
  });

  it('is 0 once the period has ended', () => {
    expect(proRataPaise({ ...seats, ...year, now: year.periodEndsAt })).toBe(0);
    expect(proRataPaise({ ...seats, ...year, now: ist('2027-06-01') })).toBe(0);
  });

  it('counts 366 days in a leap year (29 February 2028 and March: 32 days left)', () => {
    const leap = { periodStartsAt: ist('2027-04-01'), periodEndsAt: ist('2028-04-01') };
    // 120,000 × 32 / 366 = 10,491.80…
    expect(proRataPaise({ unitPricePaise: 120_000, extraSeats: 1, ...leap, now: ist('2028-02-29') })).toBe(10_492);
    // The same date in a common year: 31 days of 365.
    expect(proRataPaise({ unitPricePaise: 120_000, extraSeats: 1, ...year, now: ist('2027-03-01') })).toBe(10_192);
  });

  it('charges the part of the period left, rounded to the nearest paisa', () => {
    const thirty = { periodStartsAt: ist('2026-01-01'), periodEndsAt: ist('2026-01-31') };
    expect(proRataPaise({ unitPricePaise: 50_000, extraSeats: 2, ...thirty, now: ist('2026-01-16') })).toBe(50_000);
    const three = { periodStartsAt: ist('2026-01-01'), periodEndsAt: ist('2026-01-04') };
    expect(proRataPaise({ unitPricePaise: 1000, extraSeats: 1, ...three, now: ist('2026-01-03') })).toBe(333);
    expect(proRataPaise({ unitPricePaise: 1000, extraSeats: 1, ...three, now: ist('2026-01-02') })).toBe(667);
  });

  it('never charges more than the whole period, even before it starts', () => {
    expect(proRataPaise({ ...seats, ...year, now: ist('2026-01-01') })).toBe(360_000);
  });

  it('is 0 for no extra seats, and refuses amounts that are not whole paise or periods that end before they start', () => {
    expect(proRataPaise({ ...year, unitPricePaise: 120_000, extraSeats: 0, now: ist('2026-10-01') })).toBe(0);
    expect(() => proRataPaise({ ...year, unitPricePaise: 1.5, extraSeats: 1, now: ist('2026-10-01') })).toThrow(
      RangeError,
    );
    expect(() => proRataPaise({ ...year, unitPricePaise: 100, extraSeats: -1, now: ist('2026-10-01') })).toThrow(
      RangeError,
    );
    expect(() =>
      proRataPaise({
        ...seats,
        periodStartsAt: year.periodEndsAt,
        periodEndsAt: year.periodStartsAt,
        now: ist('2026-10-01'),
      }),
    ).toThrow(RangeError);
  });
});
