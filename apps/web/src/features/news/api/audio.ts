import { NEWS_PATHS, type NewsBulletin, newsBulletinSchema, type TopicCategory } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../lib/http';

/** While the server is still recording a bulletin, look again now and then so the real audio takes over. */
const PENDING_RECHECK_MS = 60_000;
const recheckWhilePending = ({ state }: { state: { data?: NewsBulletin } }) =>
  state.data?.audio.status === 'PENDING' ? PENDING_RECHECK_MS : false;

/** GET /recommended/latest-news-audio/ (no category) or /recommended/category-wise-news-audio/?category=. */
export const bulletinQuery = (category?: TopicCategory) =>
  queryOptions({
    queryKey: ['news', 'bulletin', category ?? 'latest'],
    queryFn: () =>
      category
        ? get(`${NEWS_PATHS.categoryAudio}${query({ category })}`, newsBulletinSchema)
        : get(NEWS_PATHS.latestAudio, newsBulletinSchema),
    refetchInterval: recheckWhilePending,
  });

export const useBulletin = (category?: TopicCategory) => useQuery(bulletinQuery(category));
