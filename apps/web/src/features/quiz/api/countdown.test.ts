import { describe, expect, it } from 'vitest';
import { clockOffsetMs, formatClock, secondsLeft } from './countdown';

describe('quiz countdown', () => {
  it('counts from the server clock, not the device clock', () => {
    // The device runs 90 s behind the server.
    const received = Date.parse('2026-11-22T10:00:00.000Z');
    const offset = clockOffsetMs('2026-11-22T10:01:30.000Z', received);
    expect(secondsLeft('2026-11-22T10:11:30.000Z', offset, received)).toBe(600);
    expect(secondsLeft('2026-11-22T10:11:30.000Z', offset, received + 599_500)).toBe(1);
    expect(secondsLeft('2026-11-22T10:11:30.000Z', offset, received + 700_000)).toBe(0);
  });

  it('formats minutes and hours', () => {
    expect(formatClock(545)).toBe('9:05');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(3723)).toBe('1:02:03');
  });
});
