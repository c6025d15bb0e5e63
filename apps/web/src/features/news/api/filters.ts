/** The applied latest-news filter: local storage for everyone, and on the server for signed-in readers. */
import { NEWS_PATHS, type SavedFilter, savedFilterSchema } from '@noticeboard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { anyBody, get, post } from '../../../lib/http';

export const savedFilterKey = (viewer: string) => ['news', 'saved-filter', viewer] as const;

/** GET /users/apply-filter/: the filter this reader applied last (an empty one when none). */
export const savedFilterQuery = (viewer: string) =>
  queryOptions({
    queryKey: savedFilterKey(viewer),
    queryFn: () => get(NEWS_PATHS.applyFilter, savedFilterSchema),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useServerFilter = (viewer: string, enabled: boolean) => useQuery({ ...savedFilterQuery(viewer), enabled });

/** POST /users/apply-filter/ */
export const applyFilter = (filter: SavedFilter) => post(NEWS_PATHS.applyFilter, filter, anyBody);

/** POST /users/reset-filters/ */
export const resetFilters = () => post(NEWS_PATHS.resetFilters, {}, anyBody);

/** Keeps the server's copy in step; the page has already applied the filter locally, so failures stay quiet. */
export function useStoreServerFilter(viewer: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filter: SavedFilter | null) => (filter ? applyFilter(filter) : resetFilters()),
    onSuccess: (_result, filter) => {
      queryClient.setQueryData(savedFilterKey(viewer), filter ?? { dateRange: null, categories: [], publishers: [] });
    },
  });
}
