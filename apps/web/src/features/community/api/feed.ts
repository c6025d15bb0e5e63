/**
 * The community feeds (spec §2, §4): the global community, a school's community (`customUrl`), one category or
 * topic, one post type. Signed-in readers use the newsfeed (it adds their own school's posts); visitors the public one.
 * Every community query key starts with 'community' so a like or an edit updates the post wherever it is shown.
 */
import {
  COMMUNITY_PATHS,
  type Post,
  type PostType,
  pageOf,
  postSchema,
  postTypeCountsSchema,
} from '@noticeboard/shared';
import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { get, query } from '../../../lib/http';
import { useSessionUser } from '../../../lib/use-session';

export const COMMUNITY_KEY = ['community'] as const;
export const FEED_PAGE_SIZE = 10;
export const postPageSchema = pageOf(postSchema);

/** One page of posts, as the contract's `pageOf(postSchema)` defines it. */
export type PostPage = z.infer<typeof postPageSchema>;
export type PostPages = InfiniteData<PostPage>;

export interface FeedFilter {
  customUrl?: string;
  category?: string;
  topic?: string;
  postType?: PostType;
}

/** Who is reading: likes, edit rights and the school's own posts depend on it. */
export const viewerOf = (user: { id: string } | null) => user?.id ?? 'anonymous';

export const feedKey = (viewer: string, filter: FeedFilter) => [...COMMUNITY_KEY, 'feed', viewer, filter] as const;

/** Page 0, then each further page appended (spec §4 "load more appends"). */
export function feedQuery(viewer: string, filter: FeedFilter, size = FEED_PAGE_SIZE) {
  const path = viewer === 'anonymous' ? COMMUNITY_PATHS.publicNewsfeed : COMMUNITY_PATHS.newsfeed;
  return infiniteQueryOptions({
    queryKey: feedKey(viewer, filter),
    queryFn: ({ pageParam }): Promise<PostPage> =>
      get(`${path}${query({ ...filter, page: pageParam, size })}`, postPageSchema),
    initialPageParam: 0,
    getNextPageParam: (last: PostPage) => (last.last || last.content.length === 0 ? undefined : last.page + 1),
  });
}

export function useCommunityFeed(filter: FeedFilter) {
  const viewer = viewerOf(useSessionUser());
  return useInfiniteQuery(feedQuery(viewer, filter));
}

/** The feed's filters the post-type counts are for (every type is counted). */
export type CountsFilter = Omit<FeedFilter, 'postType'>;

/**
 * Under the feed's key: a new post, an edit, a delete or a report (they all refresh `['community', 'feed']`)
 * refreshes the post-type tabs' counts too.
 */
export const feedCountsKey = (viewer: string, filter: CountsFilter) =>
  [...COMMUNITY_KEY, 'feed', 'counts', viewer, filter] as const;

/** GET how many posts of each type (and in all) the feed with these filters holds for the reader. */
export const feedCountsQuery = (viewer: string, filter: CountsFilter) =>
  queryOptions({
    queryKey: feedCountsKey(viewer, filter),
    queryFn: () => get(`${COMMUNITY_PATHS.newsfeedCounts}${query({ ...filter })}`, postTypeCountsSchema),
    staleTime: 30_000,
  });

export function useFeedCounts(filter: CountsFilter, enabled = true) {
  const viewer = viewerOf(useSessionUser());
  return useQuery({ ...feedCountsQuery(viewer, filter), enabled });
}

/** A paged list of posts from any path (spotlights, junior reports, school news, top rated). */
export function postListQuery(key: string, path: string, params: Record<string, string | undefined>, viewer: string) {
  return infiniteQueryOptions({
    queryKey: [...COMMUNITY_KEY, 'list', key, viewer, params] as const,
    queryFn: ({ pageParam }): Promise<PostPage> =>
      get(`${path}${query({ ...params, page: pageParam, size: FEED_PAGE_SIZE })}`, postPageSchema),
    initialPageParam: 0,
    getNextPageParam: (last: PostPage) => (last.last || last.content.length === 0 ? undefined : last.page + 1),
  });
}

/** The posts of all loaded pages in order, each once even if pages shifted while reading (new posts on top). */
export function postsOf(data: PostPages | undefined): Post[] {
  if (!data) return [];
  const seen = new Set<string>();
  const posts: Post[] = [];
  for (const page of data.pages) {
    for (const post of page.content) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      posts.push(post);
    }
  }
  return posts;
}
