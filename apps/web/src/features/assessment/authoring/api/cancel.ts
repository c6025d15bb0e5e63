/** POST cancel: a published assignment nobody has started. */
import { ASSESSMENT_AUTHORING_PATHS, type StaffAssignment, staffAssignmentSchema } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../../lib/http';
import { assignmentKey, authoringPath, listKey } from './keys';

export function useCancelAssignment(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      post(authoringPath(ASSESSMENT_AUTHORING_PATHS.cancel, { assignmentCode: code }), {}, staffAssignmentSchema),
    onSuccess: (cancelled: StaffAssignment) => {
      client.setQueryData(assignmentKey(code), cancelled);
      void client.invalidateQueries({ queryKey: listKey });
    },
  });
}
