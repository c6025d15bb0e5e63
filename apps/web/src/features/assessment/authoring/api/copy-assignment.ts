/** POST a copy: a new draft with the same settings and questions (no times, no attempts). */
import { ASSESSMENT_AUTHORING_PATHS, type StaffAssignment, staffAssignmentSchema } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../../lib/http';
import { assignmentKey, authoringPath, listKey } from './keys';

export function useCopyAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      post(authoringPath(ASSESSMENT_AUTHORING_PATHS.copy, { assignmentCode: code }), {}, staffAssignmentSchema),
    onSuccess: (copy: StaffAssignment) => {
      client.setQueryData(assignmentKey(copy.code), copy);
      void client.invalidateQueries({ queryKey: listKey });
    },
  });
}
