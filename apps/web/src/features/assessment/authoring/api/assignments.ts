/** GET the school's assignments of one kind (status, title, class, paging). */
import {
  ASSESSMENT_AUTHORING_PATHS,
  type AssignmentStatus,
  type AssignmentType,
  assignmentSummaryPageSchema,
  type StudentClass,
} from '@noticeboard/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../../lib/http';
import { listKey } from './keys';

export const ASSIGNMENTS_PAGE_SIZE = 20;

export interface AssignmentFilters {
  type: AssignmentType;
  status?: AssignmentStatus | undefined;
  search?: string | undefined;
  studentClass?: StudentClass | undefined;
  page: number;
}

export function useAssignments(filters: AssignmentFilters) {
  return useQuery({
    queryKey: [...listKey, 'page', filters],
    queryFn: () =>
      get(
        `${ASSESSMENT_AUTHORING_PATHS.assignments}${query({ ...filters, size: ASSIGNMENTS_PAGE_SIZE })}`,
        assignmentSummaryPageSchema,
      ),
    placeholderData: keepPreviousData,
  });
}
