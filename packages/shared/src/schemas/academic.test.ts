import { describe, expect, it } from 'vitest';
import { STUDENT_CLASSES } from '../constants';
import {
  academicSessionLabel,
  academicSessionWindow,
  academicSessionYears,
  classGroupOf,
  classSortOrder,
  curriculumEntryInputSchema,
} from './academic';

describe('academic session', () => {
  it('labels a session as the year and the next year’s last two digits', () => {
    expect(academicSessionLabel(2026)).toBe('2026-27');
    expect(academicSessionLabel(2099)).toBe('2099-00');
    expect(academicSessionLabel(2008)).toBe('2008-09');
  });

  it('offers the years from the given year up to the current one', () => {
    expect(academicSessionYears(2023, new Date('2026-11-21T00:00:00Z'))).toEqual([2023, 2024, 2025, 2026]);
    expect(academicSessionYears(2026, new Date('2026-01-01T12:00:00Z'))).toEqual([2026]);
    expect(academicSessionYears(2027, new Date('2026-06-01T12:00:00Z'))).toEqual([]);
  });

  it('has a window from April of the start year to May of the next', () => {
    expect(academicSessionWindow(2026)).toEqual({ startsOn: '2026-04-01', endsOn: '2027-05-31' });
  });
});

describe('classes', () => {
  it('sorts Class 3 first and Class 12 Onwards last', () => {
    expect(classSortOrder('THREE')).toBe(1);
    expect(classSortOrder('TWELVE')).toBe(10);
    expect(classSortOrder('TWELVEONWARDS')).toBe(11);
  });

  it('groups classes 3-5, 6-8, 9-12 and Class 12 Onwards apart', () => {
    const groups = Object.fromEntries(STUDENT_CLASSES.map((code) => [code, classGroupOf(code)]));
    expect(groups).toEqual({
      THREE: '3-5',
      FOUR: '3-5',
      FIVE: '3-5',
      SIX: '6-8',
      SEVEN: '6-8',
      EIGHT: '6-8',
      NINE: '9-12',
      TEN: '9-12',
      ELEVEN: '9-12',
      TWELVE: '9-12',
      TWELVEONWARDS: '12+',
    });
  });
});

describe('curriculum entry', () => {
  const chapterId = '0b7c5a54-3f43-4a9e-9d63-0d7c1f1c2a11';
  it('refuses an end before the start', () => {
    const result = curriculumEntryInputSchema.safeParse({
      chapterId,
      plannedStart: '2026-07-10',
      plannedEnd: '2026-07-01',
      status: 'PLANNED',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['plannedEnd']);
  });

  it('accepts a one-day plan and an unplanned chapter', () => {
    const oneDay = { chapterId, plannedStart: '2026-07-01', plannedEnd: '2026-07-01', status: 'DONE' };
    expect(curriculumEntryInputSchema.safeParse(oneDay).success).toBe(true);
    const open = { chapterId, plannedStart: null, plannedEnd: null, status: 'PLANNED' };
    expect(curriculumEntryInputSchema.safeParse(open).success).toBe(true);
    expect(curriculumEntryInputSchema.safeParse({ ...open, plannedStart: '2026-02-30' }).success).toBe(false);
  });
});
