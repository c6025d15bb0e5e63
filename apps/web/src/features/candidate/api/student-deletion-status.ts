import { DELETION_PATHS, deletionStatusSchema } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../lib/http';

export const studentDeletionKey = (studentId: string) => ['deletion-status', studentId] as const;

/** GET /profile/deletion-status?user=: whether the school has scheduled this student's account for deletion. */
export const studentDeletionQuery = (studentId: string) =>
  queryOptions({
    queryKey: studentDeletionKey(studentId),
    queryFn: () => get(`${DELETION_PATHS.status}${query({ user: studentId })}`, deletionStatusSchema),
  });

export const useStudentDeletionStatus = (studentId: string) => useQuery(studentDeletionQuery(studentId));
