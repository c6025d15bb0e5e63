import { describe, expect, it } from 'vitest';
import { readingTimeOf } from './news-format';

describe('readingTimeOf', () => {
  it('never says zero minutes', () => {
    expect(readingTimeOf(0)).toBe('1 min read');
    expect(readingTimeOf(4)).toBe('4 min read');
  });
});
