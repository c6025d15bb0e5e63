/** Reported posts (spec §4, §9): the list with its status filter, and Ignore / Remove, each allowed once. */
import {
  COMMUNITY_PATHS,
  type PostReportAction,
  type PostReportStatus,
  type ReportedPost,
  reportedPostCountsSchema,
  reportedPostPageSchema,
  reportedPostSchema,
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
import { peekSessionUser } from '../../../../lib/session';
import { moderationKeys, pathOf } from './keys';
import { withReportActed } from './list-updates';
import { type ListSnapshot, optimisticLists } from './optimistic';
import { COUNTS_REFRESH_MS, MODERATION_PAGE_SIZE } from './pending-posts';

/** GET reported posts with one status (OPEN waits for a decision), newest first. */
export const reportedPostsQuery = (status: PostReportStatus, page: number) =>
  queryOptions({
    queryKey: moderationKeys.reportedList(status, page),
    queryFn: () =>
      get(
        `${COMMUNITY_PATHS.reportedPosts}${query({ status, page, size: MODERATION_PAGE_SIZE })}`,
        reportedPostPageSchema,
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useReportedPosts = (status: PostReportStatus, page: number) => useQuery(reportedPostsQuery(status, page));

/** GET how many reports on the school's posts are open, ignored and removed (under `reported`: refreshed with it). */
export const reportedCountsQuery = () =>
  queryOptions({
    queryKey: moderationKeys.reportedCounts,
    queryFn: () => get(COMMUNITY_PATHS.reportedPostCounts, reportedPostCountsSchema),
    refetchInterval: COUNTS_REFRESH_MS,
    retry: false,
  });

export const useReportedCounts = () => useQuery(reportedCountsQuery());

export interface ReportActionVariables {
  reportId: string;
  action: PostReportAction;
}

/** POST ignore or remove on one report. */
export const actOnReport = ({ reportId, action }: ReportActionVariables) =>
  post(pathOf(COMMUNITY_PATHS.reportedPostAction, { reportId, action }), undefined, reportedPostSchema);

/** Ignores or removes: the card shows the outcome and its buttons go at once; rolled back if the call fails. */
export function reportActionOptions(
  queryClient: QueryClient,
): MutationOptions<ReportedPost, Error, ReportActionVariables, ListSnapshot> {
  return {
    mutationFn: actOnReport,
    ...optimisticLists(queryClient, moderationKeys.reported, (data, { reportId, action }: ReportActionVariables) =>
      withReportActed(data, reportId, action, peekSessionUser()?.name ?? null),
    ),
    // Spam review shows the same reports.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.reported }),
        queryClient.invalidateQueries({ queryKey: moderationKeys.spamAll }),
      ]),
  };
}

export const useReportAction = () => useMutation(reportActionOptions(useQueryClient()));
