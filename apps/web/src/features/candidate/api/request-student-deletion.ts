import { DELETION_PATHS, type DeletionRequestBody, deletionStatusSchema } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/http';
import { studentDeletionKey } from './student-deletion-status';

/** POST /profile/deletion with `user`: the school schedules a student's account's deletion on the parent's request. */
export const requestStudentDeletion = (body: DeletionRequestBody & { user: string }) =>
  post(DELETION_PATHS.request, body, deletionStatusSchema);

export const useRequestStudentDeletion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestStudentDeletion,
    onSuccess: (status) => queryClient.setQueryData(studentDeletionKey(status.userId), status),
  });
};
