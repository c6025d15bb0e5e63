import { DELETION_PATHS, deletionStatusSchema } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../lib/http';

export const deletionStatusKey = (userId: string) => ['deletion-status', userId] as const;

/** GET /profile/deletion-status?user=: one's own deletion, or (a school account) a student's. */
export const deletionStatusQuery = (userId: string) =>
  queryOptions({
    queryKey: deletionStatusKey(userId),
    queryFn: () => get(`${DELETION_PATHS.status}${query({ user: userId })}`, deletionStatusSchema),
  });

export const useDeletionStatus = (userId: string, enabled = true) =>
  useQuery({ ...deletionStatusQuery(userId), enabled });
