/** POST publish: the dialog's settings saved and published at once (400 with fields, nothing changed). */
import {
  ASSESSMENT_AUTHORING_PATHS,
  type PublishAssignmentBody,
  type StaffAssignment,
  staffAssignmentSchema,
} from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../../lib/http';
import { assignmentKey, authoringPath, listKey } from './keys';

export function usePublish(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishAssignmentBody) =>
      post(authoringPath(ASSESSMENT_AUTHORING_PATHS.publish, { assignmentCode: code }), body, staffAssignmentSchema),
    onSuccess: (published: StaffAssignment) => {
      client.setQueryData(assignmentKey(code), published);
      void client.invalidateQueries({ queryKey: listKey });
    },
  });
}
