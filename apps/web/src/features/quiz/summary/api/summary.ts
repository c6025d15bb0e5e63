/**
 * The quiz summary calls (spec §7 /quiz/summary/*): a school's classes and sections, one class's students (paged),
 * one student's days. Keys sit under ['quiz'] with the viewer, like the leaderboards.
 */
import {
  classWisePageSchema,
  LEADERBOARD_PATHS,
  type QuizDateRange,
  quizSummaryListSchema,
  type SectionType,
  type StudentClass,
  studentWiseSchema,
  type UserDetails,
} from '@noticeboard/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../../lib/http';

export const SUMMARY_KEY = ['quiz', 'summary'] as const;
export const SUMMARY_PAGE_SIZE = 20;
const viewerOf = (user: UserDetails | null) => user?.customUrl ?? 'visitor';

export function useSummaryList(user: UserDetails | null, range: QuizDateRange) {
  return useQuery({
    queryKey: [...SUMMARY_KEY, viewerOf(user), 'list', range],
    queryFn: () => get(`${LEADERBOARD_PATHS.summaryList}${query({ range })}`, quizSummaryListSchema),
    placeholderData: keepPreviousData,
  });
}

export interface ClassChoice {
  studentClass: StudentClass;
  section?: SectionType | undefined;
  range: QuizDateRange;
  page: number;
}

export function useClassSummary(user: UserDetails | null, choice: ClassChoice, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...SUMMARY_KEY, viewerOf(user), 'class', choice],
    queryFn: () =>
      get(`${LEADERBOARD_PATHS.classWise}${query({ ...choice, size: SUMMARY_PAGE_SIZE })}`, classWisePageSchema),
    placeholderData: keepPreviousData,
  });
}

/** A student's days; without `userId`, the caller's own. */
export function useStudentSummary(user: UserDetails | null, range: QuizDateRange, userId: string | undefined) {
  return useQuery({
    queryKey: [...SUMMARY_KEY, viewerOf(user), 'user', range, userId ?? 'me'],
    queryFn: () => get(`${LEADERBOARD_PATHS.studentWise}${query({ range, userId })}`, studentWiseSchema),
    placeholderData: keepPreviousData,
  });
}
