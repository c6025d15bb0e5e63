import { describe, expect, it } from 'vitest';
import { clockText, nextTickMs, remainingMs, splitTimeLeft, spokenText } from './countdown';

describe('the deletion countdown', () => {
  it('reads the time left on the server clock and never below zero', () => {
    expect(remainingMs(10_000, 4_000)).toBe(6_000);
    // This device is 2 s behind the server: 2 s less is left than its own clock says.
    expect(remainingMs(10_000, 4_000, 2_000)).toBe(4_000);
    expect(remainingMs(10_000, 12_000)).toBe(0);
  });

  it('shows hours past a day, minutes and seconds, rounding the last part-second up', () => {
    expect(splitTimeLeft(72 * 3600 * 1000)).toEqual({ hours: 72, minutes: 0, seconds: 0 });
    expect(splitTimeLeft(3_723_400)).toEqual({ hours: 1, minutes: 2, seconds: 4 });
    expect(splitTimeLeft(1)).toEqual({ hours: 0, minutes: 0, seconds: 1 });
    expect(splitTimeLeft(0)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(clockText(splitTimeLeft(3_723_400))).toBe('01:02:04');
    expect(spokenText({ hours: 1, minutes: 0, seconds: 2 })).toBe('1 hour, 0 minutes and 2 seconds');
  });

  it('ticks on the second boundaries of the time left, so late ticks never add up to drift', () => {
    expect(nextTickMs(5_000)).toBe(1_000);
    expect(nextTickMs(5_250)).toBe(250);
    expect(nextTickMs(999)).toBe(999);
    expect(nextTickMs(5_250, 500)).toBe(250);
  });
});
