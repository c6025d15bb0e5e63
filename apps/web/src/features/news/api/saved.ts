/** Saved Items: the reader's saved articles and the publishers they come from. */
import { NEWS_PATHS, publisherCountSchema } from '@noticeboard/shared';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { get } from '../../../lib/http';
import { useSessionUser } from '../../../lib/use-session';
import { savedKey } from './bookmark';
import { newsFeedQuery, viewerOf } from './feed-page';

/** GET /users/user-bookmark-details: saved articles, newest save first. */
export const savedArticlesQuery = (viewer: string) =>
  newsFeedQuery([...savedKey, 'articles', viewer], NEWS_PATHS.bookmarkDetails);

export function useSavedArticles() {
  const user = useSessionUser();
  return useInfiniteQuery({ ...savedArticlesQuery(viewerOf(user)), enabled: user !== null });
}

/** GET /users/user-saved-publication/: publishers of the saved articles, with counts. */
export const savedPublicationsQuery = (viewer: string) =>
  queryOptions({
    queryKey: [...savedKey, 'publications', viewer],
    queryFn: () => get(NEWS_PATHS.savedPublications, z.array(publisherCountSchema)),
  });

export function useSavedPublications() {
  const user = useSessionUser();
  return useQuery({ ...savedPublicationsQuery(viewerOf(user)), enabled: user !== null });
}
