/** For you, trending and recent reads: paged article feeds keyed by the reader. */
import { NEWS_PATHS } from '@noticeboard/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSessionUser } from '../../../lib/use-session';
import { newsFeedQuery, viewerOf } from './feed-page';

/** GET /recommended/news/: personalised (signed in only); each item says why it was picked. */
export const forYouQuery = (viewer: string) => newsFeedQuery(['news', 'for-you', viewer], NEWS_PATHS.forYou);

/** GET /recommend/users/trending/: views and saves of the last days, with time decay. */
export const trendingQuery = (viewer: string) => newsFeedQuery(['news', 'trending', viewer], NEWS_PATHS.trending);

/** GET /users/recent-reads/: what this reader opened, most recent first (signed in only). */
export const recentReadsQuery = (viewer: string) =>
  newsFeedQuery(['news', 'recent-reads', viewer], NEWS_PATHS.recentReads);

export function useForYou() {
  const user = useSessionUser();
  return useInfiniteQuery({ ...forYouQuery(viewerOf(user)), enabled: user !== null });
}

export function useTrending() {
  const user = useSessionUser();
  return useInfiniteQuery(trendingQuery(viewerOf(user)));
}

export function useRecentReads() {
  const user = useSessionUser();
  return useInfiniteQuery({ ...recentReadsQuery(viewerOf(user)), enabled: user !== null });
}
