import { describe, expect, it } from 'vitest';
import { abbreviateNumber } from './constants';
import {
  calendarDayOf,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonthYear,
  formatNumber,
  formatRelative,
  formatTime,
} from './format';

describe('formatDate', () => {
  it('writes an instant as its day in India: "25 Nov 2026"', () => {
    expect(formatDate('2026-11-24T23:21:00.000Z')).toBe('25 Nov 2026');
    expect(formatDate(new Date('2026-11-25T10:00:00Z'))).toBe('25 Nov 2026');
    expect(formatDate(Date.parse('2026-01-05T00:00:00+05:30'))).toBe('5 Jan 2026');
  });

  it('takes a calendar day as that day, in no time zone', () => {
    expect(formatDate('2026-11-25')).toBe('25 Nov 2026');
    expect(formatDate('2027-09-01')).toBe('1 Sep 2027');
    expect(formatDate('2026-11-25', { timeZone: 'America/Los_Angeles' })).toBe('25 Nov 2026');
  });

  it('can show another zone when asked', () => {
    expect(formatDate('2026-11-25T02:00:00Z', { timeZone: 'America/New_York' })).toBe('24 Nov 2026');
  });

  it('answers "" for nothing or nonsense', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime and formatTime', () => {
  it('writes "25 Nov 2026, 4:51 pm" in India', () => {
    expect(formatDateTime('2026-11-25T11:21:00Z')).toBe('25 Nov 2026, 4:51 pm');
    expect(formatTime('2026-11-25T11:21:00Z')).toBe('4:51 pm');
  });

  it('says 12:00 am at midnight and 12:00 pm at noon, am/pm in lower case', () => {
    expect(formatDateTime('2026-11-25T00:00:00+05:30')).toBe('25 Nov 2026, 12:00 am');
    expect(formatDateTime('2026-11-25T12:00:00+05:30')).toBe('25 Nov 2026, 12:00 pm');
    expect(formatTime('2026-11-25T00:05:00+05:30')).toBe('12:05 am');
    expect(formatTime('2026-11-25T11:59:00+05:30')).toBe('11:59 am');
    expect(formatTime('2026-11-25T23:59:00+05:30')).toBe('11:59 pm');
  });

  it('moves past midnight into the next day in India', () => {
    expect(formatDateTime('2026-12-31T18:30:00Z')).toBe('1 Jan 2027, 12:00 am');
  });

  it('reads a calendar day as its date alone', () => {
    expect(formatDateTime('2026-11-25')).toBe('25 Nov 2026');
    expect(formatDateTime('')).toBe('');
  });
});

describe('formatMonthYear and calendarDayOf', () => {
  it('writes "Nov 2026" and the Indian calendar day of an instant', () => {
    expect(formatMonthYear('2026-11-25T10:00:00Z')).toBe('Nov 2026');
    expect(calendarDayOf('2026-11-24T19:00:00Z')).toBe('2026-11-25');
    expect(calendarDayOf('2026-11-24T18:00:00Z')).toBe('2026-11-24');
  });
});

describe('formatRelative', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('says how long ago, in words', () => {
    expect(formatRelative('2026-11-25T11:59:40Z', now)).toBe('just now');
    expect(formatRelative('2026-11-25T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelative('2026-11-25T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelative('2026-11-24T12:00:00Z', now)).toBe('yesterday');
    expect(formatRelative('2026-11-04T12:00:00Z', now)).toBe('3 weeks ago');
    expect(formatRelative('nonsense', now)).toBe('');
  });
});

describe('formatMoney', () => {
  it('writes rupees with Indian grouping: lakhs and crores', () => {
    expect(formatMoney(14_990_000)).toBe('₹1,49,900');
    expect(formatMoney(1_000_000_000)).toBe('₹1,00,00,000');
    expect(formatMoney(149_900)).toBe('₹1,499');
    expect(formatMoney(99_900)).toBe('₹999');
  });

  it('shows paise only when there are any, unless a document asks for them always', () => {
    expect(formatMoney(149_950)).toBe('₹1,499.50');
    expect(formatMoney(149_905)).toBe('₹1,499.05');
    expect(formatMoney(149_900, { paise: 'always' })).toBe('₹1,499.00');
    expect(formatMoney(11_800_050, { paise: 'always', symbol: false })).toBe('1,18,000.50');
  });

  it('writes zero as ₹0 (₹0.00 on documents) and a negative amount with a minus sign', () => {
    expect(formatMoney(0)).toBe('₹0');
    expect(formatMoney(0, { paise: 'always' })).toBe('₹0.00');
    expect(formatMoney(5)).toBe('₹0.05');
    expect(formatMoney(-50_000)).toBe('−₹500');
    expect(formatMoney(-150)).toBe('−₹1.50');
  });

  it('rounds a fraction of a paisa', () => {
    expect(formatMoney(100.4)).toBe('₹1');
    expect(formatMoney(Number.NaN)).toBe('');
  });
});

describe('formatNumber', () => {
  it('groups counts the Indian way', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(10_000)).toBe('10,000');
    expect(formatNumber(100_000)).toBe('1,00,000');
    expect(formatNumber(12_345_678)).toBe('1,23,45,678');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(-2500)).toBe('−2,500');
  });
});

// Spec §9's K/M/B (constants.ts keeps it beside the other §9 constants; analytics and counted labels use it).
describe('abbreviateNumber (K/M/B with one decimal)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1_000, '1K'],
    [1_500, '1.5K'],
    [12_500, '12.5K'],
    [1_000_000, '1M'],
    [2_340_000_000, '2.3B'],
    [-1_500, '-1.5K'],
  ])('%d → %s', (value, shown) => {
    expect(abbreviateNumber(value)).toBe(shown);
  });

  it('moves a value that rounds up to a thousand of a unit into the next one', () => {
    expect(abbreviateNumber(999_950)).toBe('1M');
    expect(abbreviateNumber(999_949)).toBe('999.9K');
    expect(abbreviateNumber(999_999_999)).toBe('1B');
    expect(abbreviateNumber(1_250_000_000_000)).toBe('1250B');
  });
});
