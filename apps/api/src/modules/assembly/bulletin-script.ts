/** The bulletin as it is read aloud over the school's speakers (and printed): one script, in reading order. */
import { formatDate } from '@noticeboard/shared';
import { firstName } from '../consent/consent.policy';
import type { BulletinRow } from './assembly.repository';
import type { PersonRow } from './birthday.repository';
import { classLabelOf, nameReadAloud } from './birthday-rules';

const ORDINALS = ['First', 'Second', 'Third'];

export interface ScriptPeople {
  birthdays: PersonRow[];
  toppers: Array<{ person: PersonRow; score: number; position: number }>;
}

/** Read aloud by first name and class; a child whose parent withdrew AUDIO as "a student of Class 8 A". */
const named = (person: PersonRow) =>
  nameReadAloud(person, new Date())
    ? `${firstName(person.name)} of ${classLabelOf(person)}`
    : `a student of ${classLabelOf(person)}`;

export function bulletinScript(schoolName: string, row: BulletinRow, people: ScriptPeople): string {
  const parts = [`Good morning, ${schoolName}. Here is our assembly bulletin for ${formatDate(row.day)}.`];
  if (row.thoughtText) {
    parts.push(`Thought for the day: ${row.thoughtText}${row.thoughtAuthor ? ` — ${row.thoughtAuthor}.` : ''}`);
  }
  if (row.headlines.length) {
    parts.push("Today's news.");
    row.headlines.forEach((headline, index) => {
      parts.push(`${index + 1}. ${headline.title}.${headline.summary ? ` ${headline.summary}` : ''}`);
    });
  }
  if (row.announcements.length) parts.push('Announcements.', ...row.announcements);
  if (people.birthdays.length) {
    parts.push(`Happy birthday to ${people.birthdays.map(named).join(', ')}.`);
  }
  if (people.toppers.length) {
    parts.push("Yesterday's quiz toppers.");
    for (const topper of people.toppers) {
      parts.push(
        `${ORDINALS[topper.position - 1] ?? `Number ${topper.position}`}: ${named(topper.person)}, ${topper.score} points.`,
      );
    }
  }
  parts.push('Have a wonderful day.');
  return parts.join('\n');
}
