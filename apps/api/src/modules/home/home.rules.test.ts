import { describe, expect, it } from 'vitest';
import { streakOf } from './home.rules';

describe('streakOf', () => {
  it('counts days in a row ending today', () => {
    expect(streakOf(['2026-11-27', '2026-11-26', '2026-11-25', '2026-11-23'], '2026-11-27')).toBe(3);
  });
  it('keeps yesterday’s run while today is still to play', () => {
    expect(streakOf(['2026-11-26', '2026-11-25'], '2026-11-27')).toBe(2);
  });
  it('is broken by a missed day', () => {
    expect(streakOf(['2026-11-25', '2026-11-24'], '2026-11-27')).toBe(0);
    expect(streakOf([], '2026-11-27')).toBe(0);
  });
  it('runs across a month end', () => {
    expect(streakOf(['2026-12-01', '2026-11-30', '2026-11-29'], '2026-12-01')).toBe(3);
  });
  it('ignores days after today (a clock set back)', () => {
    expect(streakOf(['2026-11-28', '2026-11-27', '2026-11-26'], '2026-11-27')).toBe(2);
  });
});
