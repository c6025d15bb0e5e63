import { describe, expect, it } from 'vitest';
import { listPricePaise, planDisplayPrice, yearlySavings } from './catalogue.rules';

const schoolYearly = { pricing: 'PER_SEAT', unitPricePaise: 60_000, minSeats: 50 } as const;
const readerMonthly = { pricing: 'FLAT', unitPricePaise: 14_900, minSeats: null } as const;

describe('listPricePaise', () => {
  it('charges every seat of a PER_SEAT plan, never fewer than its minimum', () => {
    expect(listPricePaise(schoolYearly, 1)).toBe(3_000_000);
    expect(listPricePaise(schoolYearly, 50)).toBe(3_000_000);
    expect(listPricePaise(schoolYearly, 51)).toBe(3_060_000);
    expect(listPricePaise(schoolYearly, 100_000)).toBe(6_000_000_000);
  });

  it('charges a FLAT plan once whatever the seats', () => {
    expect(listPricePaise(readerMonthly, 1)).toBe(14_900);
    expect(listPricePaise(readerMonthly, 7)).toBe(14_900);
  });

  it.each([0, -1, 100_001, 1.5, Number.NaN])('refuses %s seats with a TypeError', (seats) => {
    expect(() => listPricePaise(schoolYearly, seats)).toThrow(TypeError);
    expect(() => listPricePaise(readerMonthly, seats)).toThrow(/whole number from 1 to 100000/);
  });
});

describe('planDisplayPrice', () => {
  it('adds 18% GST on top of a B2B price (schools)', () => {
    expect(planDisplayPrice({ unitPricePaise: 60_000, taxIncluded: false })).toEqual({
      taxablePaise: 60_000,
      gstPaise: 10_800,
      totalPaise: 70_800,
      gstPercent: 18,
    });
  });

  it('takes 18% GST out of a consumer price that includes it, the parts adding up to the price', () => {
    // ₹1,499 = ₹1,270.34 + ₹228.66 (9% + 9% of ₹1,270.34, each rounded to the paisa).
    expect(planDisplayPrice({ unitPricePaise: 149_900, taxIncluded: true })).toEqual({
      taxablePaise: 127_034,
      gstPaise: 22_866,
      totalPaise: 149_900,
      gstPercent: 18,
    });
    // ₹149 is not the rounded total of any taxable value: the taxes are those of ₹126.27 and the rest is taxable.
    expect(planDisplayPrice({ unitPricePaise: 14_900, taxIncluded: true })).toMatchObject({
      taxablePaise: 12_628,
      gstPaise: 2_272,
      totalPaise: 14_900,
    });
  });
});

describe('yearlySavings', () => {
  const plan = (code: string, period: 'MONTH' | 'YEAR', unitPricePaise: number, taxIncluded = true) =>
    ({ code, period, pricing: 'FLAT', unitPricePaise, taxIncluded }) as const;

  it('compares a yearly plan with twelve months of the monthly plan', () => {
    const savings = yearlySavings([plan('M', 'MONTH', 14_900), plan('Y', 'YEAR', 149_900)]);
    expect(Object.fromEntries(savings)).toEqual({ Y: 28_900 });
  });

  it('names no saving without a comparable monthly plan, or when the year costs as much', () => {
    expect(yearlySavings([plan('Y', 'YEAR', 149_900)]).size).toBe(0);
    expect(yearlySavings([plan('M', 'MONTH', 14_900, false), plan('Y', 'YEAR', 149_900)]).size).toBe(0);
    expect(yearlySavings([plan('M', 'MONTH', 10_000), plan('Y', 'YEAR', 120_000)]).size).toBe(0);
  });
});
