/**
 * The community library (spec §2 `/community-library/{category}/{topic}`): items the reader may see and the
 * categories with their counts. Keys sit under the community's 'list' keys, so a like, an edit, a delete or a
 * report updates an item here as it does in the feeds.
 */
import {
  LIBRARY_ALL,
  LIBRARY_PATHS,
  type LibraryResource,
  libraryCategoriesSchema,
  type Post,
} from '@noticeboard/shared';
import { infiniteQueryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, query } from '../../../../lib/http';
import { useSessionUser } from '../../../../lib/use-session';
import { COMMUNITY_KEY, FEED_PAGE_SIZE, type PostPage, postPageSchema, viewerOf } from '../../api/feed';

export const LIBRARY_KEY = [...COMMUNITY_KEY, 'list', 'library'] as const;

export interface LibraryFilter {
  category: string;
  topic?: string;
  resource?: LibraryResource;
  q?: string;
}

export function libraryItemsQuery(viewer: string, filter: LibraryFilter) {
  return infiniteQueryOptions({
    queryKey: [...LIBRARY_KEY, 'items', viewer, filter] as const,
    queryFn: ({ pageParam }): Promise<PostPage> =>
      get(`${LIBRARY_PATHS.items}${query({ ...filter, page: pageParam, size: FEED_PAGE_SIZE })}`, postPageSchema),
    initialPageParam: 0,
    getNextPageParam: (last: PostPage) => (last.last || last.content.length === 0 ? undefined : last.page + 1),
  });
}

export function useLibraryItems(filter: LibraryFilter) {
  const viewer = viewerOf(useSessionUser());
  return useInfiniteQuery(libraryItemsQuery(viewer, filter));
}

export function useLibraryCategories() {
  const viewer = viewerOf(useSessionUser());
  return useQuery({
    queryKey: [...LIBRARY_KEY, 'categories', viewer] as const,
    queryFn: () => get(LIBRARY_PATHS.categories, libraryCategoriesSchema),
  });
}

/** After an item is added: the lists and counts are read again. */
export function useRefreshLibrary() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
}

/** What an item offers, as the server files it (LIBRARY_RESOURCES): a PDF first, then a video, a link, the post. */
export function resourceOf(post: Pick<Post, 'attachmentIds' | 'linkPreview'>): LibraryResource {
  const types = post.attachmentIds.map((attachment) => attachment.attachmentType);
  if (types.includes('PDF')) return 'PDF';
  if (types.includes('VIDEO')) return 'VIDEO';
  if (post.linkPreview) return 'LINK';
  return 'POST';
}

/** `/community-library/{category}[/{topic}]`, keeping a search query (`?q=&resource=`) when given. */
export function libraryPath(category: string = LIBRARY_ALL, topic?: string, search = ''): string {
  let path = `/community-library/${encodeURIComponent(category)}`;
  if (topic) path += `/${encodeURIComponent(topic)}`;
  return search ? `${path}?${search}` : path;
}
