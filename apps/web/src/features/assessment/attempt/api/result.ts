/** GET the student's result and review (or when it will be shown), by the attempt address or the assignment code. */
import { ASSESSMENT_ATTEMPT_PATHS, attemptResultSchema } from '@noticeboard/shared';
import { useQuery } from '@tanstack/react-query';
import { get, query } from '../../../../lib/http';
import { resultKey } from './keys';

export type ResultRef = { customUrl: string } | { assignmentCode: string };

export function useAttemptResult(ref: ResultRef) {
  const key = 'customUrl' in ref ? ref.customUrl : ref.assignmentCode;
  return useQuery({
    queryKey: resultKey(key),
    queryFn: () => get(`${ASSESSMENT_ATTEMPT_PATHS.result}${query(ref)}`, attemptResultSchema),
  });
}
