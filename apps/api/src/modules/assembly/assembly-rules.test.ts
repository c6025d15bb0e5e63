/** The pure rules: school days and assembly times in a school's zone, birthdays (29 Feb), headline picking. */
import { describe, expect, it } from 'vitest';
import { instantOf, isSchoolDay, localDayOf, nextSchoolDayAfter, upcomingSlot, weekdayOf } from './assembly-schedule';
import { birthdayMonthDays, birthdayShown, classLabelOf, isBirthdayOn } from './birthday-rules';
import { pickHeadlines } from './headline-pick';
import { BUILT_IN_THOUGHTS, thoughtFor } from './thoughts';

const calendar = {
  schoolDays: [1, 2, 3, 4, 5, 6],
  holidays: ['2026-12-25'],
  assemblyTime: '08:00',
  timeZone: 'Asia/Kolkata',
};

describe('the assembly calendar', () => {
  it("reads days and times in the school's zone", () => {
    expect(localDayOf(new Date('2026-11-29T19:00:00Z'), 'Asia/Kolkata')).toBe('2026-11-30');
    expect(instantOf('2026-11-30', '08:00', 'Asia/Kolkata').toISOString()).toBe('2026-11-30T02:30:00.000Z');
    expect(instantOf('2026-07-01', '08:00', 'Europe/London').toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(instantOf('2026-12-01', '08:00', 'Europe/London').toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(weekdayOf('2026-11-29')).toBe(7);
    expect(weekdayOf('2026-11-30')).toBe(1);
  });

  it('skips off days and holidays', () => {
    expect(isSchoolDay('2026-11-29', calendar)).toBe(false);
    expect(isSchoolDay('2026-12-25', calendar)).toBe(false);
    expect(nextSchoolDayAfter('2026-12-24', calendar)).toBe('2026-12-26');
    expect(nextSchoolDayAfter('2026-11-28', calendar)).toBe('2026-11-30');
    expect(nextSchoolDayAfter('2026-11-28', { schoolDays: [], holidays: [] })).toBeNull();
  });

  it("is today's before assembly and the next school day's from assembly on", () => {
    expect(upcomingSlot(new Date('2026-11-30T02:29:00Z'), calendar)?.day).toBe('2026-11-30');
    expect(upcomingSlot(new Date('2026-11-30T02:30:00Z'), calendar)?.day).toBe('2026-12-01');
    // Saturday after assembly → Monday; Sunday → Monday.
    expect(upcomingSlot(new Date('2026-12-05T10:00:00Z'), calendar)?.day).toBe('2026-12-07');
    expect(upcomingSlot(new Date('2026-12-06T01:00:00Z'), calendar)?.day).toBe('2026-12-07');
  });
});

describe('birthdays', () => {
  it('celebrate 29 February on 28 February of other years', () => {
    expect(isBirthdayOn('2012-02-29', '2027-02-28')).toBe(true);
    expect(isBirthdayOn('2012-02-29', '2028-02-28')).toBe(false);
    expect(isBirthdayOn('2012-02-29', '2028-02-29')).toBe(true);
    expect(isBirthdayOn('2012-02-28', '2027-02-28')).toBe(true);
    expect(birthdayMonthDays('2026-11-30')).toEqual([{ month: 11, day: 30 }]);
  });

  it('show a student as consent allows and staff only when shared', () => {
    const now = new Date('2026-11-30T00:00:00Z');
    const child = { type: 'CANDIDATE', userType: null, dateOfBirth: '2014-11-30', sharesBirthday: false, audio: null };
    const parentSaid = (granted: boolean) => ({ granted, grantor: 'PARENT' as const });
    expect(birthdayShown({ ...child, community: parentSaid(true) }, now)).toBe(true);
    expect(birthdayShown({ ...child, community: parentSaid(false) }, now)).toBe(false);
    expect(birthdayShown({ ...child, community: null }, now)).toBe(false);
    expect(birthdayShown({ ...child, dateOfBirth: '2008-11-30', community: null }, now)).toBe(true);
    const teacher = {
      type: 'INDIVIDUAL',
      userType: 'FACULTY',
      dateOfBirth: '1990-11-30',
      community: null,
      audio: null,
    };
    expect(birthdayShown({ ...teacher, sharesBirthday: false }, now)).toBe(false);
    expect(birthdayShown({ ...teacher, sharesBirthday: true }, now)).toBe(true);
    expect(birthdayShown({ ...teacher, type: 'INSTITUTE', userType: null, sharesBirthday: true }, now)).toBe(false);
    expect(classLabelOf({ type: 'CANDIDATE', studentClass: 'EIGHT', section: 'A' })).toBe('Class 8 A');
    expect(classLabelOf({ type: 'CANDIDATE', studentClass: 'FIVE', section: 'NA' })).toBe('Class 5');
    expect(classLabelOf({ type: 'INDIVIDUAL', studentClass: null, section: null })).toBe('Staff');
  });
});

describe('headlines and thoughts', () => {
  const article = (id: string, category: 'SPORTS' | 'HEALTH' | 'ENVIRONMENT') => ({
    id,
    slug: id,
    title: id,
    summary: '',
    category,
  });
  const groups = { '3-5': ['SPORTS' as const], '6-8': ['SPORTS' as const, 'HEALTH' as const], '9-12': [], '12+': [] };

  it('take one per category first, none read the day before, each with the groups it suits', () => {
    const candidates = [
      article('a', 'SPORTS'),
      article('b', 'SPORTS'),
      article('c', 'HEALTH'),
      article('d', 'ENVIRONMENT'),
    ];
    const picked = pickHeadlines(candidates, groups, 3, new Set(['d']));
    expect(picked.map((headline) => headline.articleId)).toEqual(['a', 'c', 'b']);
    expect(picked[0]?.classGroups).toEqual(['3-5', '6-8']);
    expect(picked[1]?.classGroups).toEqual(['6-8']);
    expect(pickHeadlines(candidates, groups, 1)).toHaveLength(1);
  });

  it("keep one thought all day and the school's own when it has them", () => {
    expect(thoughtFor('2026-11-30', 'BUILT_IN', [])).toEqual(thoughtFor('2026-11-30', 'BUILT_IN', []));
    expect(thoughtFor('2026-11-30', 'BUILT_IN', [])).not.toEqual(thoughtFor('2026-12-01', 'BUILT_IN', []));
    expect(BUILT_IN_THOUGHTS).toContainEqual(thoughtFor('2026-11-30', 'BUILT_IN', []));
    expect(thoughtFor('2026-11-30', 'OWN', ['Be kind'])).toEqual({ text: 'Be kind', author: null });
  });
});
