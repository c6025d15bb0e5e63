/**
 * The forum's data: the category list with counts, a category's threads (the community newsfeed with feedKind
 * 'forum') and a member's thread lists. Keys sit under the community's 'feed' key, so a new thread refreshes them
 * and a like or an edit updates the thread wherever it is shown.
 */
import { COMMUNITY_PATHS, FORUM_PATHS, type ForumList, type ForumType, forumListSchema } from '@noticeboard/shared';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../../lib/http';
import { useSessionUser } from '../../../../lib/use-session';
import { COMMUNITY_KEY, FEED_PAGE_SIZE, type PostPage, postPageSchema, viewerOf } from '../../api/feed';

const FORUM_KEY = [...COMMUNITY_KEY, 'feed', 'forum'] as const;

const nextPage = (last: PostPage) => (last.last || last.content.length === 0 ? undefined : last.page + 1);

export function forumListQuery(viewer: string, customUrl?: string) {
  return queryOptions({
    queryKey: [...FORUM_KEY, 'list', viewer, customUrl ?? null] as const,
    queryFn: (): Promise<ForumList> => get(`${FORUM_PATHS.forumList}${query({ customUrl })}`, forumListSchema),
  });
}

export function useForumList(customUrl?: string, enabled = true) {
  const viewer = viewerOf(useSessionUser());
  return useQuery({ ...forumListQuery(viewer, customUrl), enabled });
}

export interface ThreadFilter {
  customUrl?: string;
  category?: string;
  topic?: string;
}

/** A category's threads, newest first: signed-in readers get their school's too, visitors the public ones. */
export function forumThreadsQuery(viewer: string, filter: ThreadFilter) {
  const path = viewer === 'anonymous' ? COMMUNITY_PATHS.publicNewsfeed : COMMUNITY_PATHS.newsfeed;
  return infiniteQueryOptions({
    queryKey: [...FORUM_KEY, 'threads', viewer, filter] as const,
    queryFn: ({ pageParam }): Promise<PostPage> =>
      get(`${path}${query({ ...filter, feedKind: 'forum', page: pageParam, size: FEED_PAGE_SIZE })}`, postPageSchema),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });
}

export function useForumThreads(filter: ThreadFilter) {
  const viewer = viewerOf(useSessionUser());
  return useInfiniteQuery(forumThreadsQuery(viewer, filter));
}

/** `/forums/{started|replied}` (and the school's or the public forum as threads). */
export function memberThreadsQuery(viewer: string, forumType: ForumType, category?: string) {
  return infiniteQueryOptions({
    queryKey: [...FORUM_KEY, 'member', viewer, forumType, category ?? null] as const,
    queryFn: ({ pageParam }): Promise<PostPage> =>
      get(
        `${FORUM_PATHS.memberThreads}${query({ forumType, category, page: pageParam, size: FEED_PAGE_SIZE })}`,
        postPageSchema,
      ),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });
}

export function useMemberThreads(forumType: ForumType, enabled = true) {
  const viewer = viewerOf(useSessionUser());
  return useInfiniteQuery({ ...memberThreadsQuery(viewer, forumType), enabled });
}
