import { DELETION_PATHS, deletionStatusSchema } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/http';
import { studentDeletionKey } from './student-deletion-status';

/** POST /profile/deletion/cancel with `user`: the school calls off the deletion it asked for. */
export const cancelStudentDeletion = (studentId: string) =>
  post(DELETION_PATHS.cancel, { user: studentId }, deletionStatusSchema);

export const useCancelStudentDeletion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelStudentDeletion,
    onSuccess: (status) => queryClient.setQueryData(studentDeletionKey(status.userId), status),
  });
};
