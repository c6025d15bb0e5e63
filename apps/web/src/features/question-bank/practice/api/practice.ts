/**
 * The MCQ practice calls (spec §7 Question bank; §3 MCQ data): the filters of the caller's pool, pages of questions
 * without answers, checking one answer, and the signed-in player's summary and attempted list. Visitors call the
 * same endpoints; the session cookie tells the API who asks, the key keeps each viewer's copies apart.
 */
import {
  type Difficulty,
  type McqQuestion,
  mcqAnswerResultSchema,
  mcqAttemptedCountSchema,
  mcqAttemptedPageSchema,
  mcqFiltersSchema,
  mcqPageSchema,
  mcqSummarySchema,
  QUESTION_BANK_PATHS,
  type StudentClass,
} from '@noticeboard/shared';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { get, post, query } from '../../../../lib/http';
import { useSessionUser } from '../../../../lib/use-session';

export const PRACTICE_KEY = ['question-bank', 'practice'] as const;
export const MCQ_PAGE_SIZE = 10;
export const ATTEMPTED_PAGE_SIZE = 10;

/** What the player chose to practise; every field optional ("any"). */
export interface PracticeFilter {
  studentClass?: StudentClass;
  subject?: string;
  chapter?: string;
  difficulty?: Difficulty;
  /** Only questions the player has not practised yet (signed in). */
  unattempted?: boolean;
}

export type McqPage = z.infer<typeof mcqPageSchema>;
export type McqAnswerResult = z.infer<typeof mcqAnswerResultSchema>;
export type McqSummary = z.infer<typeof mcqSummarySchema>;
export type McqAttemptedPage = z.infer<typeof mcqAttemptedPageSchema>;
export type McqAttemptedItem = McqAttemptedPage['content'][number];
export type AttemptedOutcome = 'RIGHT' | 'WRONG';

const viewerOf = (userId: string | undefined) => userId ?? 'anonymous';
const nextPageOf = (last: { last: boolean; page: number; content: unknown[] }) =>
  last.last || last.content.length === 0 ? undefined : last.page + 1;

/**
 * "Only new questions": every answer takes a question out of the set, so page 1 would skip as many as were answered.
 * The first page is asked again instead (the loaded ones are dropped by id) until it brings nothing new.
 */
function nextUnattemptedPageOf(last: McqPage, pages: McqPage[]): number | undefined {
  if (last.last || last.content.length === 0) return undefined;
  const earlier = new Set(pages.slice(0, -1).flatMap((page) => page.content.map((question) => question.id)));
  return last.content.some((question) => !earlier.has(question.id)) ? 0 : undefined;
}

export function useMcqFilters() {
  const viewer = viewerOf(useSessionUser()?.id);
  return useQuery({
    queryKey: [...PRACTICE_KEY, 'filters', viewer],
    queryFn: () => get(QUESTION_BANK_PATHS.filters, mcqFiltersSchema),
    staleTime: 5 * 60_000,
  });
}

export function mcqQuestionsQuery(viewer: string, filter: PracticeFilter) {
  const params = { ...filter, unattempted: filter.unattempted ? 'true' : undefined };
  return infiniteQueryOptions({
    queryKey: [...PRACTICE_KEY, 'questions', viewer, params],
    queryFn: ({ pageParam }): Promise<McqPage> =>
      get(`${QUESTION_BANK_PATHS.mcqData}${query({ ...params, page: pageParam, size: MCQ_PAGE_SIZE })}`, mcqPageSchema),
    initialPageParam: 0,
    getNextPageParam: filter.unattempted ? nextUnattemptedPageOf : nextPageOf,
    // A sitting keeps its questions while the player works through them: no refetch under their fingers.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useMcqQuestions(filter: PracticeFilter) {
  const viewer = viewerOf(useSessionUser()?.id);
  return useInfiniteQuery(mcqQuestionsQuery(viewer, filter));
}

/** The questions of all loaded pages, each once even if pages shifted. */
export function questionsOf(pages: McqPage[] | undefined): McqQuestion[] {
  const seen = new Set<string>();
  const questions: McqQuestion[] = [];
  for (const page of pages ?? []) {
    for (const question of page.content) {
      if (seen.has(question.id)) continue;
      seen.add(question.id);
      questions.push(question);
    }
  }
  return questions;
}

/** Checks one answer; a signed-in player's summary and attempted list are fetched again afterwards. */
export function useCheckAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { questionId: string; selectedIndex: number }) =>
      post(QUESTION_BANK_PATHS.mcqAnswer, body, mcqAnswerResultSchema),
    onSuccess: (result) => {
      if (!result.recorded) return;
      void queryClient.invalidateQueries({
        queryKey: PRACTICE_KEY,
        predicate: (entry) => entry.queryKey[2] === 'summary' || entry.queryKey[2] === 'attempted',
      });
    },
  });
}

export function useMcqSummary() {
  const viewer = viewerOf(useSessionUser()?.id);
  return useQuery({
    queryKey: [...PRACTICE_KEY, 'summary', viewer],
    queryFn: () => get(QUESTION_BANK_PATHS.mcqSummary, mcqSummarySchema),
  });
}

export interface AttemptedFilter {
  outcome?: AttemptedOutcome;
  subject?: string;
}

export function useMcqAttempted(filter: AttemptedFilter) {
  const viewer = viewerOf(useSessionUser()?.id);
  return useInfiniteQuery({
    queryKey: [...PRACTICE_KEY, 'attempted', viewer, 'list', filter],
    queryFn: ({ pageParam }): Promise<McqAttemptedPage> =>
      get(
        `${QUESTION_BANK_PATHS.mcqAttempted}${query({ ...filter, page: pageParam, size: ATTEMPTED_PAGE_SIZE })}`,
        mcqAttemptedPageSchema,
      ),
    initialPageParam: 0,
    getNextPageParam: nextPageOf,
  });
}

export function useMcqAttemptedCount() {
  const viewer = viewerOf(useSessionUser()?.id);
  return useQuery({
    queryKey: [...PRACTICE_KEY, 'attempted', viewer, 'count'],
    queryFn: () => get(QUESTION_BANK_PATHS.mcqAttemptedCount, mcqAttemptedCountSchema),
  });
}
