/** The approval queue (spec §4): pending, rejected and expired posts per post type, the actions, and my own waiting posts. */
import {
  type ApprovalAction,
  type ApprovalResult,
  approvalResultSchema,
  COMMUNITY_PATHS,
  type PendingFilter,
  type Post,
  type PostTypeTab,
  pageOf,
  pendingCountsSchema,
  postSchema,
} from '@noticeboard/shared';
import {
  keepPreviousData,
  type MutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { get, post, query } from '../../../../lib/http';
import { moderationKeys, pathOf } from './keys';
import { withoutPost } from './list-updates';
import { type ListSnapshot, optimisticLists } from './optimistic';

export const MODERATION_PAGE_SIZE = 10;
export const postPageSchema = pageOf(postSchema);

/** How often an open queue asks again for its counts: members post from other devices. */
export const COUNTS_REFRESH_MS = 60_000;

/** GET pending posts of one post-type tab (ALL: every type) and filter (PENDING, DECLINED shown as Rejected, EXPIRED). */
export const pendingPostsQuery = (postType: PostTypeTab, status: PendingFilter, page: number) =>
  queryOptions({
    queryKey: moderationKeys.pendingList(postType, status, page),
    queryFn: () =>
      get(
        `${COMMUNITY_PATHS.pendingPosts}${query({ postType, status, page, size: MODERATION_PAGE_SIZE })}`,
        postPageSchema,
      ),
    placeholderData: keepPreviousData,
    // A member who does not moderate gets 403: no point asking again.
    retry: false,
  });

export const usePendingPosts = (postType: PostTypeTab, status: PendingFilter, page: number, enabled = true) =>
  useQuery({ ...pendingPostsQuery(postType, status, page), enabled });

/** GET how many posts each state and post-type tab of the school's queue holds (moderators; 403 for others). */
export const pendingCountsQuery = () =>
  queryOptions({
    queryKey: moderationKeys.pendingCounts,
    queryFn: () => get(COMMUNITY_PATHS.pendingPostCounts, pendingCountsSchema),
    refetchInterval: COUNTS_REFRESH_MS,
    retry: false,
  });

export const usePendingCounts = (enabled = true) => useQuery({ ...pendingCountsQuery(), enabled });

/** GET my own posts waiting for approval (any member). */
export const myPendingPostsQuery = (page: number) =>
  queryOptions({
    queryKey: moderationKeys.minePage(page),
    queryFn: () =>
      get(`${COMMUNITY_PATHS.myPendingPosts}${query({ page, size: MODERATION_PAGE_SIZE })}`, postPageSchema),
    placeholderData: keepPreviousData,
  });

export const useMyPendingPosts = (page: number) => useQuery(myPendingPostsQuery(page));

export interface PendingActionVariables {
  postId: string;
  action: ApprovalAction;
}

/** POST the approval action: ANYONE approves and publishes, BLOCKED declines, DELETE removes for good. */
export const actOnPendingPost = ({ postId, action }: PendingActionVariables) =>
  post(pathOf(COMMUNITY_PATHS.pendingPostStatus, { postId }), { action }, approvalResultSchema);

/**
 * Acts on a pending post. The post leaves every cached pending list at once (optimistic) and comes back if the
 * call fails; afterwards the lists are fetched again (a declined post now shows under Rejected).
 */
export function pendingActionOptions(
  queryClient: QueryClient,
): MutationOptions<ApprovalResult, Error, PendingActionVariables, ListSnapshot> {
  return {
    mutationFn: actOnPendingPost,
    ...optimisticLists(queryClient, moderationKeys.pending, (data, { postId }: PendingActionVariables) =>
      withoutPost<Post>(data, postId),
    ),
    // The counts sit under `pending`, so the tabs' numbers follow the lists.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.pending }),
        queryClient.invalidateQueries({ queryKey: moderationKeys.mine }),
      ]),
  };
}

export const usePendingAction = () => useMutation(pendingActionOptions(useQueryClient()));
