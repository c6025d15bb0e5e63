/** How grading's figures read: classes, durations, scores and percentages. */
import { abbreviateNumber, type SectionType, STUDENT_CLASS_INFO, type StudentClass } from '@noticeboard/shared';

/** "Class 8 A"; "Class 8" for a class without sections; "No class" when unknown. */
export function classLabel(studentClass: StudentClass | null, section: SectionType | null): string {
  if (!studentClass) return 'No class';
  const name = STUDENT_CLASS_INFO[studentClass].label;
  return section && section !== 'NA' ? `${name} ${section}` : name;
}

/** "12 min 5 s", "45 s"; a dash when unknown. */
export function durationLabel(seconds: number | null): string {
  if (seconds === null) return '—';
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
  return `${rest} s`;
}

/** "8 / 10"; a dash until marked. */
export const scoreLabel = (score: number | null, maxScore: number) => (score === null ? '—' : `${score} / ${maxScore}`);

/** "46.4%" (one decimal at most); a dash when there is nothing to say. */
export const percentLabel = (value: number | null) =>
  value === null ? '—' : `${Number.isInteger(value) ? value : value.toFixed(1)}%`;

/** A share 0…1 as a percentage of people: "43%". */
export const shareLabel = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);

/** Counts the spec's way past a thousand (1.2K, 3.4M). */
export const countLabel = (value: number) => abbreviateNumber(value);
