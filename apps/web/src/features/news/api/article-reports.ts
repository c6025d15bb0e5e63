/**
 * The school's review of the news articles its members reported: the list by status, a page at a time, and the
 * one decision each report takes (dismiss, or uphold and hide the article from the whole school).
 */
import { type ArticleReport, articleReportPageSchema, articleReportSchema, NEWS_PATHS } from '@noticeboard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post, query } from '../../../lib/http';

export type ArticleReportStatus = ArticleReport['status'];
export type ArticleReportAction = 'DISMISS' | 'UPHOLD';

/** Reports shown per page (as the community's moderation lists). */
export const ARTICLE_REPORTS_PAGE_SIZE = 10;

export const articleReportsKey = ['news', 'reports'] as const;
export const articleReportsListKey = (status: ArticleReportStatus, page: number) =>
  [...articleReportsKey, status, page] as const;

/** GET /news/reports?status=&page=&size=: the school's reports of one status, newest first. */
export const articleReportsQuery = (status: ArticleReportStatus, page: number) =>
  queryOptions({
    queryKey: articleReportsListKey(status, page),
    queryFn: () =>
      get(`${NEWS_PATHS.reports}${query({ status, page, size: ARTICLE_REPORTS_PAGE_SIZE })}`, articleReportPageSchema),
    // The page shown stays while the next page of the same status loads; another status starts from its skeleton,
    // so one status's reports (and their buttons) are never shown under another's name.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === status ? previous : undefined),
    retry: false,
  });

export const useArticleReports = (status: ArticleReportStatus, page: number) =>
  useQuery(articleReportsQuery(status, page));

export interface ArticleReportActionVariables {
  reportId: string;
  action: ArticleReportAction;
}

/** POST /news/reports/:id {action}: the report as decided. */
export const actOnArticleReport = ({ reportId, action }: ArticleReportActionVariables): Promise<ArticleReport> =>
  post(`${NEWS_PATHS.reports}/${encodeURIComponent(reportId)}`, { action }, articleReportSchema);

/**
 * Dismisses or upholds one report. Either way the lists are fetched again (a report leaves Open, and a refused
 * action means someone else decided first); an upheld one hides the article, so every news list is refreshed too.
 */
export function useArticleReportAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnArticleReport,
    onSettled: (_data, _error, { action }) =>
      queryClient.invalidateQueries({ queryKey: action === 'UPHOLD' ? ['news'] : articleReportsKey }),
  });
}
