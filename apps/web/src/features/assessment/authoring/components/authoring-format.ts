/** How authoring shows classes, statuses and times (India's time on the forms, like everywhere in the app). */
import { type AssignmentStatus, type AssignmentTarget, STUDENT_CLASS_INFO } from '@noticeboard/shared';

/** "Class 8" or "Class 8 B". */
export const targetLabel = (target: Pick<AssignmentTarget, 'studentClass' | 'section'>) =>
  `${STUDENT_CLASS_INFO[target.studentClass].label}${target.section && target.section !== 'NA' ? ` ${target.section}` : ''}`;

export const targetsLabel = (targets: Array<Pick<AssignmentTarget, 'studentClass' | 'section'>>) =>
  targets.length ? targets.map(targetLabel).join(', ') : 'No classes yet';

/** Each status's badge colour; the badge always says the status in words too. */
export const STATUS_COLORS: Record<AssignmentStatus, string> = {
  DRAFT: 'gray',
  SCHEDULED: 'blue',
  OPEN: 'green',
  CLOSED: 'orange',
  GRADED: 'violet',
  CANCELLED: 'red',
};

/** India has one offset all year (no daylight saving): DISPLAY_TIME_ZONE, Asia/Kolkata. */
const INDIA_OFFSET_MINUTES = 330;

/** An instant as a `datetime-local` value in India's time ("2026-12-01T10:30"). */
export function toIndiaInput(iso: string | null): string {
  if (!iso) return '';
  const local = new Date(new Date(iso).getTime() + INDIA_OFFSET_MINUTES * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A `datetime-local` value read as India's time, as an instant with its offset; null when empty or unreadable. */
export function fromIndiaInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  return `${value}:00+05:30`;
}

/** The same instant? (ISO strings of different spellings: "…Z" and "…+05:30"). */
export const sameInstant = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && new Date(a).getTime() === new Date(b).getTime());

/** "1 mark", "10 marks". */
export const marksOf = (marks: number) => `${marks} ${marks === 1 ? 'mark' : 'marks'}`;
