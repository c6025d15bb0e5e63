/** Questions generated from recent news that faculty may take into the bank. */
import {
  type acceptSuggestionBodySchema,
  bankQuestionSchema,
  QUESTION_BANK_PATHS,
  suggestionPageSchema,
} from '@noticeboard/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { get, post, query } from '../../../lib/http';
import { fillPath } from './bank-paths';
import { BANK_KEY } from './questions';

export const SUGGESTION_PAGE_SIZE = 10;

/** GET /question-bank/suggestions */
export const useSuggestions = (page: number) =>
  useQuery({
    queryKey: [...BANK_KEY, 'suggestions', page],
    queryFn: () =>
      get(`${QUESTION_BANK_PATHS.suggestions}${query({ page, size: SUGGESTION_PAGE_SIZE })}`, suggestionPageSchema),
    placeholderData: keepPreviousData,
  });

export type AcceptSuggestionBody = z.input<typeof acceptSuggestionBodySchema>;

/** POST /question-bank/suggestions/:suggestionId/accept: the suggestion becomes a bank question waiting for review. */
export const acceptSuggestion = ({ suggestionId, body }: { suggestionId: string; body: AcceptSuggestionBody }) =>
  post(fillPath(QUESTION_BANK_PATHS.acceptSuggestion, { suggestionId }), body, bankQuestionSchema);

export function useAcceptSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptSuggestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BANK_KEY }),
  });
}
