/** PUT grades of some answers of one attempt; the answers not listed keep theirs. */
import { ASSESSMENT_GRADING_PATHS, attemptDetailSchema, type GradesBody } from '@noticeboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { put } from '../../../../lib/http';
import { attemptKey } from './attempt';
import { assignmentKey, gradingPath } from './keys';

export const saveGrades = (code: string, attemptId: string, body: GradesBody) =>
  put(gradingPath(ASSESSMENT_GRADING_PATHS.grades, { assignmentCode: code, attemptId }), body, attemptDetailSchema);

export function useSaveGrades(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, body }: { attemptId: string; body: GradesBody }) => saveGrades(code, attemptId, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(attemptKey(code, detail.attempt.attemptId), detail);
      // Lists, the order's counts, the per-question view and analytics read the new marks.
      void queryClient.invalidateQueries({
        queryKey: assignmentKey(code),
        predicate: (entry) => entry.queryKey[3] !== 'attempt',
      });
    },
  });
}
