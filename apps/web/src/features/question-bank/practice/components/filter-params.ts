/** The practice filter in the address (so a shared or reloaded link keeps it), read defensively. */
import { DIFFICULTIES, type Difficulty, STUDENT_CLASSES, type StudentClass } from '@noticeboard/shared';
import type { PracticeFilter } from '../api/practice';

const isClass = (value: string | null): value is StudentClass => STUDENT_CLASSES.includes(value as StudentClass);
const isDifficulty = (value: string | null): value is Difficulty => DIFFICULTIES.includes(value as Difficulty);
const textOf = (value: string | null) => (value?.trim() ? value.trim().slice(0, 200) : undefined);

export function filterFromParams(params: URLSearchParams): PracticeFilter {
  const studentClass = params.get('class');
  const difficulty = params.get('difficulty');
  return {
    studentClass: isClass(studentClass) ? studentClass : undefined,
    subject: textOf(params.get('subject')),
    chapter: textOf(params.get('chapter')),
    difficulty: isDifficulty(difficulty) ? difficulty : undefined,
    unattempted: params.get('new') === '1' || undefined,
  };
}

export function paramsFromFilter(filter: PracticeFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.studentClass) params.set('class', filter.studentClass);
  if (filter.subject) params.set('subject', filter.subject);
  if (filter.chapter) params.set('chapter', filter.chapter);
  if (filter.difficulty) params.set('difficulty', filter.difficulty);
  if (filter.unattempted) params.set('new', '1');
  return params;
}

/** One string per distinct filter: a new one starts a new sitting. */
export const filterKey = (filter: PracticeFilter) => paramsFromFilter(filter).toString();
