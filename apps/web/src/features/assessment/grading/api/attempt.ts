/** GET one attempt with every answer beside the key and rubric (staff). */
import { ASSESSMENT_GRADING_PATHS, attemptDetailSchema } from '@noticeboard/shared';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../../lib/http';
import { assignmentKey, gradingPath } from './keys';

export const attemptKey = (code: string, attemptId: string) => [...assignmentKey(code), 'attempt', attemptId] as const;

export function useAttemptDetail(code: string, attemptId: string | null) {
  return useQuery({
    enabled: attemptId !== null,
    queryKey: attemptKey(code, attemptId ?? 'none'),
    queryFn: () =>
      get(
        gradingPath(ASSESSMENT_GRADING_PATHS.attempt, { assignmentCode: code, attemptId: attemptId ?? '' }),
        attemptDetailSchema,
      ),
  });
}
