import { DELETION_PATHS, type DeletionCancelBody, deletionStatusSchema } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/http';
import { deletionStatusKey } from './deletion-status';

/** POST /profile/deletion/cancel: calls off a scheduled deletion (only whoever asked for it, before it is due). */
export const cancelDeletion = (body: DeletionCancelBody = {}) =>
  post(DELETION_PATHS.cancel, body, deletionStatusSchema);

export const useCancelDeletion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDeletion,
    onSuccess: (status) => queryClient.setQueryData(deletionStatusKey(status.userId), status),
  });
};
