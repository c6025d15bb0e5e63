import { filterCountSchema, NEWS_PATHS, type SavedFilter } from '@noticeboard/shared';
import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../lib/http';
import { useSessionUser } from '../../../lib/use-session';
import { newsFeedQuery, viewerOf } from './feed-page';
import { filterParams, normaliseFilter } from './filter-storage';

/** GET /users/latest/?dateRange=&categories=&publishers=&page=&size=: newest first. */
export const latestQuery = (viewer: string, filter: SavedFilter) => {
  const normalised = normaliseFilter(filter);
  return newsFeedQuery(['news', 'latest', viewer, normalised], NEWS_PATHS.latest, filterParams(normalised));
};

export function useLatest(filter: SavedFilter) {
  const user = useSessionUser();
  return useInfiniteQuery({ ...latestQuery(viewerOf(user), filter), placeholderData: keepPreviousData });
}

/** GET /recommended/user-filter-count/: each facet counted with the other facets applied; total = the list's size. */
export const filterCountQuery = (viewer: string, filter: SavedFilter) => {
  const normalised = normaliseFilter(filter);
  return queryOptions({
    queryKey: ['news', 'filter-count', viewer, normalised],
    queryFn: () => get(`${NEWS_PATHS.filterCount}${query(filterParams(normalised))}`, filterCountSchema),
    placeholderData: keepPreviousData,
  });
};

export function useFilterCount(filter: SavedFilter, enabled = true) {
  const user = useSessionUser();
  return useQuery({ ...filterCountQuery(viewerOf(user), filter), enabled });
}
