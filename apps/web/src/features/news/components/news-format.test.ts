import { describe, expect, it } from 'vitest';
import { readingTimeOf, relativeDate } from './news-format';

const NOW = new Date('2026-11-21T12:00:00.000Z');

describe('relativeDate', () => {
  it('says how long ago, in the largest whole unit', () => {
    expect(relativeDate('2026-11-21T11:59:30.000Z', NOW)).toBe('just now');
    expect(relativeDate('2026-11-21T11:15:00.000Z', NOW)).toBe('45 minutes ago');
    expect(relativeDate('2026-11-21T09:00:00.000Z', NOW)).toBe('3 hours ago');
    expect(relativeDate('2026-11-20T10:00:00.000Z', NOW)).toBe('yesterday');
    expect(relativeDate('2026-11-07T12:00:00.000Z', NOW)).toBe('2 weeks ago');
    expect(relativeDate('not a date', NOW)).toBe('');
  });
});

describe('readingTimeOf', () => {
  it('never says zero minutes', () => {
    expect(readingTimeOf(0)).toBe('1 min read');
    expect(readingTimeOf(4)).toBe('4 min read');
  });
});
