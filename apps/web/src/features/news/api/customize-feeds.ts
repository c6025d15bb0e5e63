/** The reader's feed choices: categories, publishers and whether for-you uses their reading. */
import { type FeedPreferences, feedPreferencesSchema, NEWS_PATHS } from '@noticeboard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { anyBody, get, put } from '../../../lib/http';
import { useSessionUser } from '../../../lib/use-session';
import { viewerOf } from './feed-page';

const preferencesKey = (viewer: string) => ['news', 'feed-preferences', viewer] as const;

/** GET /users/customize-feeds */
export const feedPreferencesQuery = (viewer: string) =>
  queryOptions({
    queryKey: preferencesKey(viewer),
    queryFn: () => get(NEWS_PATHS.customizeFeeds, feedPreferencesSchema),
  });

export function useFeedPreferences() {
  const user = useSessionUser();
  return useQuery({ ...feedPreferencesQuery(viewerOf(user)), enabled: user !== null });
}

/** PUT /users/customize-feeds; for-you, Your Categories and the publication mix are refetched afterwards. */
export function useSaveFeedPreferences() {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const viewer = viewerOf(user);
  return useMutation({
    mutationFn: (preferences: FeedPreferences) => put(NEWS_PATHS.customizeFeeds, preferences, anyBody),
    onSuccess: (_answer, saved) => {
      queryClient.setQueryData(preferencesKey(viewer), saved);
      for (const feed of ['for-you', 'categories', 'publication-category']) {
        void queryClient.invalidateQueries({ queryKey: ['news', feed] });
      }
    },
  });
}
