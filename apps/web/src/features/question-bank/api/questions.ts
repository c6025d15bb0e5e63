/**
 * Bank questions (issue 6 §3): one page of the caller's pool with filters, one question, create, edit and review.
 * Every change refetches the lists, the analytics and the faculty counts (all under the bank key).
 */
import {
  bankQuestionPageSchema,
  bankQuestionSchema,
  QUESTION_BANK_PATHS,
  type QuestionInput,
  type QuestionListQuery,
  questionStatusCountsSchema,
  type reviewBodySchema,
} from '@noticeboard/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { anyBody, del, get, post, put, query } from '../../../lib/http';
import { fillPath } from './bank-paths';

export const BANK_KEY = ['question-bank'] as const;
export const QUESTION_PAGE_SIZE = 20;

/** A list query as the page keeps it: page and size are filled in by the list. */
export type QuestionListFilter = Omit<Partial<QuestionListQuery>, 'page' | 'size' | 'mine'> & { mine?: boolean };

export function listParams(filter: QuestionListFilter, page: number): Record<string, string | number | undefined> {
  const { mine, ...rest } = filter;
  // `mine` is read with z.coerce.boolean, so "false" would mean true: it is sent only when set.
  return { ...rest, mine: mine ? 'true' : undefined, page, size: QUESTION_PAGE_SIZE };
}

/** GET /question-bank/questions */
export const questionListQuery = (filter: QuestionListFilter, page: number) =>
  queryOptions({
    queryKey: [...BANK_KEY, 'questions', filter, page],
    queryFn: () => get(`${QUESTION_BANK_PATHS.questions}${query(listParams(filter, page))}`, bankQuestionPageSchema),
  });
export const useQuestionList = (filter: QuestionListFilter, page: number) =>
  useQuery({ ...questionListQuery(filter, page), placeholderData: keepPreviousData });

/**
 * GET /question-bank/questions/counts: how many questions of the same list (filters, no status) are in each status
 * (issue 17 §4). Under the bank key, so every review, edit or removal refreshes the numbers.
 */
export const useQuestionCounts = (filter: Omit<QuestionListFilter, 'status'>) =>
  useQuery({
    queryKey: [...BANK_KEY, 'question-counts', filter],
    queryFn: () => {
      const { page: _page, size: _size, ...params } = listParams(filter, 0);
      return get(`${QUESTION_BANK_PATHS.questionCounts}${query(params)}`, questionStatusCountsSchema);
    },
    placeholderData: keepPreviousData,
  });

/** GET /question-bank/questions/:questionId */
export const useQuestion = (questionId: string | null) =>
  useQuery({
    queryKey: [...BANK_KEY, 'question', questionId],
    queryFn: () => get(fillPath(QUESTION_BANK_PATHS.question, { questionId: questionId ?? '' }), bankQuestionSchema),
    enabled: Boolean(questionId),
    retry: false,
  });

function useBankMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: BANK_KEY }) });
}

/** POST /question-bank/questions (faculty): the question starts waiting for review. */
export const createQuestion = (body: QuestionInput) => post(QUESTION_BANK_PATHS.questions, body, bankQuestionSchema);
export const useCreateQuestion = () => useBankMutation(createQuestion);

/** PUT /question-bank/questions/:questionId (the author): an approved question goes back to review. */
export const updateQuestion = ({ questionId, body }: { questionId: string; body: QuestionInput }) =>
  put(fillPath(QUESTION_BANK_PATHS.question, { questionId }), body, bankQuestionSchema);
export const useUpdateQuestion = () => useBankMutation(updateQuestion);

/** The question to review and the contract's review body. */
export type ReviewArgs = { questionId: string } & z.input<typeof reviewBodySchema>;
/** POST /question-bank/questions/:questionId/review (institute or admin). */
export const reviewQuestion = ({ questionId, decision, note }: ReviewArgs) =>
  post(fillPath(QUESTION_BANK_PATHS.review, { questionId }), { decision, note }, bankQuestionSchema);
export const useReviewQuestion = () => useBankMutation(reviewQuestion);

/** DELETE /question-bank/questions/:questionId (the author, the school or an admin): it leaves the bank. */
export const removeQuestion = (questionId: string) =>
  del(fillPath(QUESTION_BANK_PATHS.question, { questionId }), anyBody);
export const useRemoveQuestion = () => useBankMutation(removeQuestion);
