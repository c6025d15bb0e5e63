/** POST: release the grades of an assignment, once. */
import { ASSESSMENT_GRADING_PATHS, releaseResultSchema } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../../lib/http';
import { assignmentKey, gradingPath } from './keys';

export const releaseGrades = (code: string) =>
  post(gradingPath(ASSESSMENT_GRADING_PATHS.releaseGrades, { assignmentCode: code }), undefined, releaseResultSchema);

export function useReleaseGrades(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => releaseGrades(code),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: assignmentKey(code) }),
  });
}
