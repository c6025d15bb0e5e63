/** POST a new draft of one kind; the page opens it. */
import {
  ASSESSMENT_AUTHORING_PATHS,
  type CreateAssignmentBody,
  type StaffAssignment,
  staffAssignmentSchema,
} from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../../lib/http';
import { assignmentKey, listKey } from './keys';

export function useCreateAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAssignmentBody) =>
      post(ASSESSMENT_AUTHORING_PATHS.assignments, body, staffAssignmentSchema),
    onSuccess: (created: StaffAssignment) => {
      client.setQueryData(assignmentKey(created.code), created);
      void client.invalidateQueries({ queryKey: listKey });
    },
  });
}
