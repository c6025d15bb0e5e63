/** GET an assignment's targeted students with their attempts (staff). */
import {
  ASSESSMENT_GRADING_PATHS,
  type AttemptProgress,
  attemptListSchema,
  type StudentClass,
} from '@noticeboard/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../../lib/http';
import { assignmentKey, gradingPath } from './keys';

export const ATTEMPTS_PAGE_SIZE = 20;

export interface AttemptFilters {
  progress?: AttemptProgress | undefined;
  studentClass?: StudentClass | undefined;
  search?: string | undefined;
  page: number;
}

export function useAttempts(code: string, filters: AttemptFilters) {
  return useQuery({
    queryKey: [...assignmentKey(code), 'attempts', filters],
    queryFn: () =>
      get(
        `${gradingPath(ASSESSMENT_GRADING_PATHS.attempts, { assignmentCode: code })}${query({ ...filters, size: ATTEMPTS_PAGE_SIZE })}`,
        attemptListSchema,
      ),
    placeholderData: keepPreviousData,
  });
}
