/**
 * The hub's calls (spec §7 Quiz): today's quiz for visitors, the caller's eligibility and quiz list. Keys carry
 * the viewer so one person's list never shows for the next person on a shared device.
 */
import { publicTodaySchema, QUIZ_PATHS, quizListSchema, type UserDetails } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { eligibilityQuery } from '../../../lib/today-quiz';

export const QUIZ_KEY = ['quiz'] as const;
export const viewerKey = (user: UserDetails | null) => user?.customUrl ?? 'visitor';

/** While today's pool is still being generated, look again now and then. */
const PENDING_RECHECK_MS = 30_000;

export const publicTodayQuery = () =>
  queryOptions({
    queryKey: [...QUIZ_KEY, 'today'],
    queryFn: () => get(QUIZ_PATHS.publicToday, publicTodaySchema),
    refetchInterval: ({ state }) => (state.data && !state.data.quiz ? PENDING_RECHECK_MS : false),
  });
export const usePublicToday = () => useQuery(publicTodayQuery());

// The eligibility query (under QUIZ_KEY) is shared with every "Take a Quiz" link: lib/today-quiz.ts.
export const useEligibility = (user: UserDetails | null, enabled: boolean) =>
  useQuery({ ...eligibilityQuery(user), enabled });

export const quizListQuery = (user: UserDetails | null) =>
  queryOptions({
    queryKey: [...QUIZ_KEY, 'list', viewerKey(user)],
    queryFn: () => get(QUIZ_PATHS.userwiseQuiz, quizListSchema),
    refetchInterval: ({ state }) => (state.data?.dailyPending ? PENDING_RECHECK_MS : false),
  });
export const useQuizList = (user: UserDetails | null, enabled: boolean) =>
  useQuery({ ...quizListQuery(user), enabled });
