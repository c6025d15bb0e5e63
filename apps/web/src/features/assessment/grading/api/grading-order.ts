/** GET the submitted attempts in grading order and the questions (staff). */
import { ASSESSMENT_GRADING_PATHS, gradingOrderSchema } from '@noticeboard/shared';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../../lib/http';
import { assignmentKey, gradingPath } from './keys';

export function useGradingOrder(code: string) {
  return useQuery({
    queryKey: [...assignmentKey(code), 'order'],
    queryFn: () =>
      get(gradingPath(ASSESSMENT_GRADING_PATHS.gradingOrder, { assignmentCode: code }), gradingOrderSchema),
  });
}
