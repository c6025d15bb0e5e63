import { ARTICLE_SUMMARY_PATHS, type ArticleSummary, articleSummarySchema } from '@noticeboard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/http';

const pathOf = (template: string, articleId: string) => template.replace(':id', encodeURIComponent(articleId));

/** One key per reader: a signed-in reader's answer carries their own vote. */
export const summaryKey = (articleId: string, userId: string | null) => ['news', 'summary', articleId, userId] as const;

/** GET /news/articles/:id/summary: "In short", with the reader's own vote. */
export const useArticleSummary = (articleId: string, userId: string | null) =>
  useQuery({
    queryKey: summaryKey(articleId, userId),
    queryFn: () => get(pathOf(ARTICLE_SUMMARY_PATHS.summary, articleId), articleSummarySchema),
    retry: false,
  });

/** POST /news/articles/:id/summary-feedback: thumbs up or down; a second vote changes the first. */
export function useVoteOnSummary(articleId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (helpful: boolean) =>
      post(pathOf(ARTICLE_SUMMARY_PATHS.feedback, articleId), { helpful }, articleSummarySchema),
    onSuccess: (summary: ArticleSummary) => queryClient.setQueryData(summaryKey(articleId, userId), summary),
  });
}
