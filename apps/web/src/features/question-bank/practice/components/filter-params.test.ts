import { describe, expect, it } from 'vitest';
import { filterFromParams, filterKey, paramsFromFilter } from './filter-params';

describe('practice filter in the address', () => {
  it('round-trips every field', () => {
    const filter = {
      studentClass: 'SEVEN',
      subject: 'Science',
      chapter: 'Light',
      difficulty: 'HARD',
      unattempted: true,
    } as const;
    expect(filterFromParams(paramsFromFilter(filter))).toEqual(filter);
  });

  it('drops values that are not real classes or difficulties', () => {
    const filter = filterFromParams(new URLSearchParams('class=TWELVE_B&difficulty=IMPOSSIBLE&subject=%20%20&new=yes'));
    expect(filter).toEqual({
      studentClass: undefined,
      subject: undefined,
      chapter: undefined,
      difficulty: undefined,
      unattempted: undefined,
    });
  });

  it('gives different keys to different filters and the same to equal ones', () => {
    expect(filterKey({ subject: 'Science' })).toBe(filterKey({ subject: 'Science', chapter: undefined }));
    expect(filterKey({ subject: 'Science' })).not.toBe(filterKey({ subject: 'Mathematics' }));
  });
});
