/**
 * The leaderboard calls (spec §7 /users/leaderboard): one board per range, scope and class, and the school's
 * classes and sections for staff choosing a class board. Keys sit under ['quiz'] so a quiz submission that
 * refreshes the quiz's data refreshes the boards too; they carry the viewer so a shared device never mixes people.
 */
import {
  LEADERBOARD_PATHS,
  type LeaderboardScope,
  leaderboardSchema,
  type QuizDateRange,
  quizSummaryListSchema,
  type SectionType,
  type StudentClass,
  type UserDetails,
} from '@noticeboard/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../../lib/http';

export const LEADERBOARD_KEY = ['quiz', 'leaderboard'] as const;
export const viewerOf = (user: UserDetails | null) => user?.customUrl ?? 'visitor';

export interface BoardChoice {
  range: QuizDateRange;
  scope: LeaderboardScope;
  studentClass?: StudentClass | undefined;
  section?: SectionType | undefined;
  size?: number;
}

export const leaderboardQuery = (user: UserDetails | null, choice: BoardChoice) =>
  queryOptions({
    queryKey: [...LEADERBOARD_KEY, viewerOf(user), choice],
    queryFn: () => get(`${LEADERBOARD_PATHS.leaderboard}${query({ ...choice })}`, leaderboardSchema),
  });

export const useLeaderboard = (user: UserDetails | null, choice: BoardChoice, enabled = true) =>
  useQuery({ ...leaderboardQuery(user, choice), placeholderData: keepPreviousData, enabled });

export interface ClassSection {
  studentClass: StudentClass;
  section: SectionType;
}

/** The school's classes and sections (its summary rows), for staff picking a class board. */
export function useSchoolClassSections(user: UserDetails | null, enabled: boolean) {
  return useQuery({
    queryKey: [...LEADERBOARD_KEY, viewerOf(user), 'class-sections'],
    queryFn: () => get(`${LEADERBOARD_PATHS.summaryList}${query({ range: 'TODAY' })}`, quizSummaryListSchema),
    select: (summary): ClassSection[] => summary.rows.map(({ studentClass, section }) => ({ studentClass, section })),
    enabled,
    staleTime: 5 * 60_000,
  });
}
