/** A post's history (spec §4): every moderation action with who, what, when and the before/after values. */
import { COMMUNITY_PATHS, postHistoryEntrySchema } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { get } from '../../../../lib/http';
import { moderationKeys, pathOf } from './keys';

const historySchema = z.array(postHistoryEntrySchema);

/** GET the history entries of one post, newest first. */
export const postHistoryQuery = (postId: string) =>
  queryOptions({
    queryKey: moderationKeys.history(postId),
    queryFn: () => get(pathOf(COMMUNITY_PATHS.postHistory, { postId }), historySchema),
  });

export const usePostHistory = (postId: string | null) =>
  useQuery({ ...postHistoryQuery(postId ?? ''), enabled: postId !== null });
