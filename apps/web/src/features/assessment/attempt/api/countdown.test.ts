import { describe, expect, it } from 'vitest';
import { clockOffsetMs, formatClock, secondsLeft } from './countdown';

describe('the attempt clock', () => {
  it('counts down from the server’s time, not the device’s', () => {
    // The device's clock is 10 minutes fast: the server said 09:00:00 when the device read 09:10:00.
    const device = Date.parse('2026-12-01T09:10:00Z');
    const offset = clockOffsetMs('2026-12-01T09:00:00Z', device);
    expect(offset).toBe(-600_000);
    // Deadline 09:20 server time: 20 minutes left, though the device thinks it is 09:10.
    expect(secondsLeft('2026-12-01T09:20:00Z', offset, device)).toBe(1200);
    expect(secondsLeft('2026-12-01T09:20:00Z', offset, device + 1_199_500)).toBe(1);
    expect(secondsLeft('2026-12-01T09:20:00Z', offset, device + 1_300_000)).toBe(0);
  });

  it('writes the time left as people read a clock', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(4 * 86_400 + 23 * 3600 + 50)).toBe('4 d 23 h');
  });
});
