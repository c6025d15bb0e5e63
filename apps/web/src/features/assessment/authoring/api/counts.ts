/** GET how many of the list are in each status (the tabs), for the same kind, title and class. */
import {
  ASSESSMENT_AUTHORING_PATHS,
  type AssignmentType,
  assignmentStatusCountsSchema,
  type StudentClass,
} from '@noticeboard/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../../lib/http';
import { listKey } from './keys';

export function useAssignmentCounts(filters: {
  type: AssignmentType;
  search?: string | undefined;
  studentClass?: StudentClass | undefined;
}) {
  return useQuery({
    queryKey: [...listKey, 'counts', filters],
    queryFn: () => get(`${ASSESSMENT_AUTHORING_PATHS.counts}${query(filters)}`, assignmentStatusCountsSchema),
    placeholderData: keepPreviousData,
  });
}
