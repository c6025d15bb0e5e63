/** DELETE a draft. */
import { ASSESSMENT_AUTHORING_PATHS } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { anyBody, del } from '../../../../lib/http';
import { assignmentKey, authoringPath, listKey } from './keys';

export function useDeleteDraft(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => del(authoringPath(ASSESSMENT_AUTHORING_PATHS.assignment, { assignmentCode: code }), anyBody),
    onSuccess: () => {
      client.removeQueries({ queryKey: assignmentKey(code) });
      void client.invalidateQueries({ queryKey: listKey });
    },
  });
}
