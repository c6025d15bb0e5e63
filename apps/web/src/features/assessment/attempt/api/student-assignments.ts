/** GET the student's assignments with their status (the `/assessment` list), optionally of one kind. */
import { ASSESSMENT_ATTEMPT_PATHS, type AssignmentType, studentAssignmentListSchema } from '@noticeboard/shared';
import { useQuery } from '@tanstack/react-query';
import { get, query } from '../../../../lib/http';
import { studentListKey } from './keys';

export function useStudentAssignments(type: AssignmentType | undefined) {
  return useQuery({
    queryKey: [...studentListKey, type ?? 'ALL'],
    queryFn: () => get(`${ASSESSMENT_ATTEMPT_PATHS.list}${query({ type })}`, studentAssignmentListSchema),
  });
}
