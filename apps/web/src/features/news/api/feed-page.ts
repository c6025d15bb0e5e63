/** The paged article feeds (latest, trending, for-you, category, publisher, saved, recent reads) share one shape. */
import { type NewsArticle, newsArticlePageSchema } from '@noticeboard/shared';
import { type InfiniteData, infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { get, query } from '../../../lib/http';

export const NEWS_PAGE_SIZE = 12;

/** One page of articles, as the contract's `newsArticlePageSchema` defines it. */
export type NewsPage = z.infer<typeof newsArticlePageSchema>;

export type NewsPages = InfiniteData<NewsPage>;

export type QueryParams = Record<string, string | number | undefined | null>;

/** Who is reading: part of every key whose answer depends on the reader (isSaved, hidden reports, personalisation). */
export const viewerOf = (user: { id: string } | null) => user?.id ?? 'anonymous';

/**
 * An infinite feed: page 0, then each further page appended (spec §4 "load more appends").
 * `key` must start with 'news' so saving updates it.
 */
export function newsFeedQuery(key: QueryKey, path: string, params: QueryParams = {}, size = NEWS_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam }): Promise<NewsPage> =>
      get(`${path}${query({ ...params, page: pageParam, size })}`, newsArticlePageSchema),
    initialPageParam: 0,
    getNextPageParam: (last: NewsPage) => (last.last || last.content.length === 0 ? undefined : last.page + 1),
  });
}

/** The articles of all loaded pages, without an article twice should pages shift while reading. */
export function articlesOf(data: NewsPages | undefined): NewsArticle[] {
  if (!data) return [];
  const seen = new Set<string>();
  const articles: NewsArticle[] = [];
  for (const page of data.pages) {
    for (const article of page.content) {
      if (seen.has(article._id)) continue;
      seen.add(article._id);
      articles.push(article);
    }
  }
  return articles;
}
