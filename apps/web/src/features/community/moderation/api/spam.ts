/** Spam review (spec §2): posts reported as spam, the ones already removed, the members behind them, one post's reports. */
import { COMMUNITY_PATHS, spamPostDetailsSchema, spamPostPageSchema, spamUserPageSchema } from '@noticeboard/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../../lib/http';
import { moderationKeys, pathOf } from './keys';
import { MODERATION_PAGE_SIZE } from './pending-posts';

export type SpamPostList = 'spamPosts' | 'deletedSpamPosts';

/** GET spam posts still up, or the ones removed, most reported first. */
export const spamPostsQuery = (list: SpamPostList, page: number) =>
  queryOptions({
    queryKey: moderationKeys.spam(list, page),
    queryFn: () => get(`${COMMUNITY_PATHS[list]}${query({ page, size: MODERATION_PAGE_SIZE })}`, spamPostPageSchema),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useSpamPosts = (list: SpamPostList, page: number) => useQuery(spamPostsQuery(list, page));

/** GET members whose posts were reported as spam more than once. */
export const spamUsersQuery = (page: number) =>
  queryOptions({
    queryKey: moderationKeys.spam('users', page),
    queryFn: () =>
      get(`${COMMUNITY_PATHS.spamUsers}${query({ page, size: MODERATION_PAGE_SIZE })}`, spamUserPageSchema),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useSpamUsers = (page: number) => useQuery(spamUsersQuery(page));

/** GET one spam post with every report on it. */
export const spamPostDetailsQuery = (postId: string) =>
  queryOptions({
    queryKey: moderationKeys.spamDetails(postId),
    queryFn: () => get(pathOf(COMMUNITY_PATHS.spamPostDetails, { postId }), spamPostDetailsSchema),
    retry: false,
  });

export const useSpamPostDetails = (postId: string | null) =>
  useQuery({ ...spamPostDetailsQuery(postId ?? ''), enabled: postId !== null });
