import { describe, expect, it } from 'vitest';
import { whenOf } from './notification-time';

describe('when a notification came', () => {
  const now = new Date('2026-11-25T10:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it('says it the way people do, then the date in Indian English', () => {
    expect(whenOf(ago(20_000), now)).toBe('just now');
    expect(whenOf(ago(5 * 60_000), now)).toBe('5 min ago');
    expect(whenOf(ago(3 * 3_600_000), now)).toBe('3 h ago');
    expect(whenOf(ago(30 * 3_600_000), now)).toBe('yesterday');
    expect(whenOf('2026-11-02T10:00:00.000Z', now)).toBe('2 Nov 2026');
  });
});
