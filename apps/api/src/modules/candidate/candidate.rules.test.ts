import { describe, expect, it } from 'vitest';
import { ageOn, checkRows, needsConsent, parseClass, parseSection } from './candidate.rules';

describe('upload rules', () => {
  it.each([
    ['THREE', 'THREE'],
    ['Class 3', 'THREE'],
    ['class  10', 'TEN'],
    ['12', 'TWELVE'],
    ['Class 12 Onwards', 'TWELVEONWARDS'],
    ['twelveonwards', 'TWELVEONWARDS'],
    [' 7 ', 'SEVEN'],
  ])('reads class %s as %s', (text, code) => expect(parseClass(text)).toBe(code));

  it.each(['2', '13', 'Class 13', 'eight grade', ''])('refuses class %s', (text) =>
    expect(parseClass(text)).toBeNull(),
  );

  it('reads sections NA and A-G, blank as NA', () => {
    expect(parseSection('b')).toBe('B');
    expect(parseSection('')).toBe('NA');
    expect(parseSection('NA')).toBe('NA');
    expect(parseSection('H')).toBeNull();
  });

  it('counts age in whole years and asks consent under 18', () => {
    const today = new Date('2026-06-15T00:00:00Z');
    expect(ageOn('2008-06-15', today)).toBe(18);
    expect(ageOn('2008-06-16', today)).toBe(17);
    expect(needsConsent('2008-06-16', today)).toBe(true);
    expect(needsConsent('2008-06-15', today)).toBe(false);
    expect(needsConsent(null, today)).toBe(false);
  });

  it('reports every problem of every row, with file row numbers, sorted', () => {
    const { students, problems } = checkRows([
      { row: 2, cells: { name: 'Asha Verma', email: 'ASHA@x.test', class: '8', section: 'a' } },
      { row: 3, cells: { name: '', email: 'bad', class: '99', section: 'Q', dateOfBirth: '2030-01-01' } },
      { row: 5, cells: { name: 'Asha Again', email: 'asha@x.test', class: 'EIGHT', rollNumber: 'r1' } },
      { row: 6, cells: { name: 'Ravi', email: 'ravi@x.test', class: 'EIGHT', rollNumber: 'R1', parentEmail: 'nope' } },
    ]);
    expect(students.map((student) => student.email)).toEqual(['asha@x.test', 'asha@x.test']);
    expect(problems.map((problem) => `${problem.row}:${problem.field}`)).toEqual([
      '3:name',
      '3:email',
      '3:class',
      '3:section',
      '3:dateOfBirth',
      '5:email',
      '6:parentEmail',
    ]);
  });

  it('keeps a formula-looking name as the text given', () => {
    const { students } = checkRows([
      { row: 2, cells: { name: '=HYPERLINK("http://x","y")', email: 'f@x.test', class: '3' } },
    ]);
    expect(students[0]?.name).toBe('=HYPERLINK("http://x","y")');
  });
});
