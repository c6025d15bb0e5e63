import {
  type ArticleDetails,
  articleDetailsSchema,
  NEWS_PATHS,
  newsArticleSchema,
  type ReadingStatus,
  type ReportAbuseBody,
  readingStatusSchema,
} from '@noticeboard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { isApiError } from '../../../lib/api-error';
import { anyBody, get, post, query } from '../../../lib/http';
import { readingStatusKey } from './reading';

export const articleKey = (slug: string) => ['news', 'article', slug] as const;

/** A missing article is final: asking again will not make it appear. */
const retryUnlessMissing = (failures: number, error: Error) =>
  !(isApiError(error) && (error.statusCode === 404 || error.statusCode === 400)) && failures < 2;

/** GET /users/get-article-by-slug?slug=: the article with its sanitised body and audio. */
export const articleQuery = (slug: string) =>
  queryOptions({
    queryKey: articleKey(slug),
    queryFn: (): Promise<ArticleDetails> => get(`${NEWS_PATHS.articleBySlug}${query({ slug })}`, articleDetailsSchema),
    retry: retryUnlessMissing,
  });

export const useArticle = (slug: string) => useQuery(articleQuery(slug));

const similarSchema = z.array(newsArticleSchema);
export const SIMILAR_SIZE = 6;

/** GET /recommended/similar-article/?slug=&size=: related articles by text similarity. */
export const similarQuery = (slug: string) =>
  queryOptions({
    queryKey: ['news', 'similar', slug],
    queryFn: () => get(`${NEWS_PATHS.similar}${query({ slug, size: SIMILAR_SIZE })}`, similarSchema),
    retry: retryUnlessMissing,
  });

export const useSimilarArticles = (slug: string) => useQuery(similarQuery(slug));

/** POST /users/article-view/: records a VIEW and answers with today's reading against the minimum. */
export const recordArticleView = (articleId: string): Promise<ReadingStatus> =>
  post(NEWS_PATHS.articleView, { articleId, viewType: 'VIEW' }, readingStatusSchema);

export function useRecordArticleView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordArticleView,
    onSuccess: (status) => {
      queryClient.setQueryData(readingStatusKey, status);
      // Recent reads and deck unread counts changed.
      void queryClient.invalidateQueries({ queryKey: ['news', 'recent-reads'] });
      void queryClient.invalidateQueries({ queryKey: ['news', 'deck'] });
    },
  });
}

/** POST /users/user-report-abuse: the reporter no longer sees the article anywhere. */
export const reportAbuse = (body: ReportAbuseBody) => post(NEWS_PATHS.reportAbuse, body, anyBody);

export function useReportAbuse(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportAbuse,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: articleKey(slug) });
      // Every list may still hold the article: fetch them again without it.
      void queryClient.invalidateQueries({ queryKey: ['news'] });
    },
  });
}
