/**
 * Whose birthday a day is: the month and day of the date of birth, and on 28 February of a year without a
 * 29th, those born on 29 February too. Never an age or a year: only the day is compared.
 */
import { STUDENT_CLASS_INFO, type StudentClass } from '@noticeboard/shared';
import { type ConsentDecision, purposeAllowed } from '../consent/consent-ledger.policy';

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The (month, day) pairs of birth dates celebrated on a calendar day (YYYY-MM-DD). */
export function birthdayMonthDays(day: string): Array<{ month: number; day: number }> {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const pairs = [{ month, day: date }];
  if (month === 2 && date === 28 && !isLeapYear(year)) pairs.push({ month: 2, day: 29 });
  return pairs;
}

/** Whether someone born on `dateOfBirth` (YYYY-MM-DD) celebrates on `day`. */
export function isBirthdayOn(dateOfBirth: string, day: string): boolean {
  const [, month = 0, date = 0] = dateOfBirth.split('-').map(Number);
  return birthdayMonthDays(day).some((pair) => pair.month === month && pair.day === date);
}

export interface BirthdayPerson {
  type: string;
  userType: string | null;
  dateOfBirth: string | null;
  /** The consent ledger's COMMUNITY and AUDIO decisions (null: none recorded). */
  community: ConsentDecision | null;
  audio: ConsentDecision | null;
  sharesBirthday: boolean;
}

/**
 * Whether a person's birthday may be shown at all: a student only while the consent ledger allows COMMUNITY (a
 * parent's yes, or 18 and over), a teacher or admin only when they chose to share it, nobody else.
 */
export function birthdayShown(person: BirthdayPerson, now: Date): boolean {
  if (person.type === 'CANDIDATE') {
    return purposeAllowed({ type: 'CANDIDATE', dateOfBirth: person.dateOfBirth }, person.community, 'COMMUNITY', now);
  }
  const staff = person.type === 'INDIVIDUAL' && (person.userType === 'FACULTY' || person.userType === 'ADMIN');
  return staff && person.sharesBirthday;
}

/** "Class 8 A", "Class 5", or "Staff": never more than the class. */
export function classLabelOf(person: { type: string; studentClass: StudentClass | null; section: string | null }) {
  if (person.type !== 'CANDIDATE') return 'Staff';
  if (!person.studentClass) return 'Student';
  const label = STUDENT_CLASS_INFO[person.studentClass].label;
  return person.section && person.section !== 'NA' ? `${label} ${person.section}` : label;
}

/** Whether the person's first name may be read aloud in the bulletin's audio (the ledger's AUDIO purpose). */
export function nameReadAloud(person: BirthdayPerson, now: Date): boolean {
  if (person.type !== 'CANDIDATE') return true;
  return purposeAllowed({ type: 'CANDIDATE', dateOfBirth: person.dateOfBirth }, person.audio, 'AUDIO', now);
}
