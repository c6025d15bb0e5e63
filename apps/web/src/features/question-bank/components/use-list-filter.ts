import {
  DIFFICULTIES,
  type Difficulty,
  QUESTION_STATUSES,
  type QuestionStatus,
  STUDENT_CLASSES,
  type StudentClass,
} from '@noticeboard/shared';
import { useSearchParams } from 'react-router';
import type { QuestionListFilter } from '../api/questions';

/** The filters a person may change in the bar; everything else of the list is fixed by the page. */
export type EditableFilter = Pick<
  QuestionListFilter,
  'studentClass' | 'subjectId' | 'chapterId' | 'difficulty' | 'status' | 'search' | 'authorId'
>;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;
const text = (value: string | null) => value?.trim() || undefined;

/** Filters and page kept in the address (so a list can be shared and survives a reload); any change goes to page 0. */
export function useListFilter() {
  const [params, setParams] = useSearchParams();
  const filter: EditableFilter = {
    studentClass: oneOf<StudentClass>(STUDENT_CLASSES, params.get('studentClass')),
    subjectId: text(params.get('subjectId')),
    chapterId: text(params.get('chapterId')),
    difficulty: oneOf<Difficulty>(DIFFICULTIES, params.get('difficulty')),
    status: oneOf<QuestionStatus>(QUESTION_STATUSES, params.get('status')),
    search: text(params.get('search')),
    authorId: text(params.get('authorId')),
  };
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);

  // A debounced search may fire after a click has navigated (say to `?edit=`) but before React has rendered
  // that navigation (React Router renders it in a transition): it must start from the address as it is now,
  // not from any render's params, or it drops `?edit=`.
  const change = (patch: Partial<Record<keyof EditableFilter | 'page', string | undefined>>) =>
    setParams(
      () => {
        const next = new URLSearchParams(window.location.search);
        if (!('page' in patch)) next.delete('page');
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '' || (key === 'page' && value === '0')) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return { filter, page, change, params };
}
