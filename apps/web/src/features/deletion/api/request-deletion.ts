import { DELETION_PATHS, type DeletionRequestBody, deletionStatusSchema } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/http';
import { deletionStatusKey } from './deletion-status';

/** POST /profile/deletion: schedules one's own account's deletion (password again; a school also types its name). */
export const requestDeletion = (body: DeletionRequestBody) => post(DELETION_PATHS.request, body, deletionStatusSchema);

export const useRequestDeletion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDeletion,
    onSuccess: (status) => queryClient.setQueryData(deletionStatusKey(status.userId), status),
  });
};
