/**
 * Global search (issue 21 §1): every kind grouped with counts, one kind a page at a time (load more appends, spec
 * §4), and tags matching what is typed. Results depend on who asks, so every key carries the viewer.
 */
import {
  SEARCH_PATHS,
  type SearchEntityType,
  type SearchPageResult,
  searchGroupedResultSchema,
  searchPageResultSchema,
  suggestedTagsSchema,
} from '@noticeboard/shared';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { get, query } from '../../../lib/http';
import { useSessionUser } from '../../../lib/use-session';

export const SEARCH_KEY = ['search'] as const;
/** Hits per page on a kind's own page. */
export const SEARCH_PAGE_SIZE = 20;

const viewerOf = (user: { id: string } | null) => user?.id ?? 'anonymous';

export function groupedSearchQuery(viewer: string, q: string) {
  return queryOptions({
    queryKey: [...SEARCH_KEY, viewer, 'grouped', q] as const,
    queryFn: () => get(`${SEARCH_PATHS.grouped}${query({ q })}`, searchGroupedResultSchema),
  });
}

export function useGroupedSearch(q: string, enabled = true) {
  const viewer = viewerOf(useSessionUser());
  return useQuery({ ...groupedSearchQuery(viewer, q), enabled });
}

export function searchKindQuery(viewer: string, kind: SearchEntityType, q: string) {
  return infiniteQueryOptions({
    queryKey: [...SEARCH_KEY, viewer, 'kind', kind, q] as const,
    queryFn: ({ pageParam }): Promise<SearchPageResult> =>
      get(
        `${SEARCH_PATHS.byType.replace(':entityType', kind)}${query({ q, page: pageParam, size: SEARCH_PAGE_SIZE })}`,
        searchPageResultSchema,
      ),
    initialPageParam: 0,
    getNextPageParam: (last: SearchPageResult) => (last.last || last.content.length === 0 ? undefined : last.page + 1),
  });
}

export function useSearchKind(kind: SearchEntityType, q: string, enabled = true) {
  const viewer = viewerOf(useSessionUser());
  return useInfiniteQuery({ ...searchKindQuery(viewer, kind, q), enabled });
}

/** Tags for what is being typed; the previous answer stays while the next is on its way, so the list does not flicker. */
export function useSuggestedTags(q: string, enabled: boolean) {
  const viewer = viewerOf(useSessionUser());
  return useQuery({
    queryKey: [...SEARCH_KEY, viewer, 'tags', q] as const,
    queryFn: () => get(`${SEARCH_PATHS.suggestedTags}${query({ q })}`, suggestedTagsSchema),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
