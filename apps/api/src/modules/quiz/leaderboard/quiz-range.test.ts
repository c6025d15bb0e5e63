import { describe, expect, it } from 'vitest';
import { rangeBounds } from './quiz-range';

// 18:30 UTC is midnight in Asia/Kolkata (UTC+05:30).
const lastSecondOfMarch10 = new Date('2026-03-10T18:29:59.999Z');
const firstMomentOfMarch11 = new Date('2026-03-10T18:30:00.000Z');

describe('quiz date ranges in the reading zone', () => {
  it('starts a new day at midnight in Kolkata, not in UTC', () => {
    expect(rangeBounds('TODAY', lastSecondOfMarch10).today).toBe('2026-03-10');
    expect(rangeBounds('TODAY', firstMomentOfMarch11).today).toBe('2026-03-11');
    expect(rangeBounds('TODAY', new Date('2026-03-10T23:59:00Z')).today).toBe('2026-03-11');
  });

  it('moves TODAY, YESTERDAY and LAST_7_DAYS together across the boundary', () => {
    expect(rangeBounds('TODAY', lastSecondOfMarch10)).toMatchObject({ from: '2026-03-10', to: '2026-03-10' });
    expect(rangeBounds('TODAY', firstMomentOfMarch11)).toMatchObject({ from: '2026-03-11', to: '2026-03-11' });
    expect(rangeBounds('YESTERDAY', lastSecondOfMarch10)).toMatchObject({ from: '2026-03-09', to: '2026-03-09' });
    expect(rangeBounds('YESTERDAY', firstMomentOfMarch11)).toMatchObject({ from: '2026-03-10', to: '2026-03-10' });
    expect(rangeBounds('LAST_7_DAYS', lastSecondOfMarch10)).toMatchObject({ from: '2026-03-04', to: '2026-03-10' });
    expect(rangeBounds('LAST_7_DAYS', firstMomentOfMarch11)).toMatchObject({ from: '2026-03-05', to: '2026-03-11' });
  });

  it('counts 30, 90 and 365 days including today, across month and year ends', () => {
    const now = new Date('2026-01-05T06:00:00Z');
    expect(rangeBounds('LAST_30_DAYS', now)).toMatchObject({ from: '2025-12-07', to: '2026-01-05' });
    expect(rangeBounds('LAST_90_DAYS', now)).toMatchObject({ from: '2025-10-08', to: '2026-01-05' });
    expect(rangeBounds('LAST_365_DAYS', now)).toMatchObject({ from: '2025-01-06', to: '2026-01-05' });
    expect(rangeBounds('YESTERDAY', new Date('2024-03-01T06:00:00Z')).from).toBe('2024-02-29');
  });
});
