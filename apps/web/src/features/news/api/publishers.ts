/** Publishers: the list with article counts, the reader's publication mix, and one publisher's news. */
import { NEWS_PATHS, publicationCategorySchema, publisherSchema } from '@noticeboard/shared';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { get } from '../../../lib/http';
import { useSessionUser } from '../../../lib/use-session';
import { newsFeedQuery, viewerOf } from './feed-page';

/** GET /recommended/publication-category: All Publishers, and Your Publication Mix when signed in. */
export const publicationCategoryQuery = (viewer: string) =>
  queryOptions({
    queryKey: ['news', 'publication-category', viewer],
    queryFn: () => get(NEWS_PATHS.publicationCategory, publicationCategorySchema),
  });

export function usePublicationCategory() {
  const user = useSessionUser();
  return useQuery(publicationCategoryQuery(viewerOf(user)));
}

/** GET /news/publishers: every publisher (for customize-feeds and the filter). */
export const publishersQuery = queryOptions({
  queryKey: ['news', 'publishers'],
  queryFn: () => get(NEWS_PATHS.publishers, z.array(publisherSchema)),
  staleTime: 10 * 60_000,
});

export const usePublishers = () => useQuery(publishersQuery);

/** GET /recommended/publication-wise-news/?publisherId=: one publisher's articles, newest first. */
export const publicationNewsQuery = (viewer: string, publisherId: string) =>
  newsFeedQuery(['news', 'publication', viewer, publisherId], NEWS_PATHS.publicationWiseNews, { publisherId });

export function usePublicationNews(publisherId: string, enabled: boolean) {
  const user = useSessionUser();
  return useInfiniteQuery({ ...publicationNewsQuery(viewerOf(user), publisherId), enabled });
}
