/** GET one assignment for staff: settings, classes, questions with answers, attempt counts. */
import { ASSESSMENT_AUTHORING_PATHS, staffAssignmentSchema } from '@noticeboard/shared';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../../lib/http';
import { assignmentKey, authoringPath } from './keys';

export const fetchAssignment = (code: string) =>
  get(authoringPath(ASSESSMENT_AUTHORING_PATHS.assignment, { assignmentCode: code }), staffAssignmentSchema);

export function useAssignment(code: string) {
  return useQuery({ queryKey: assignmentKey(code), queryFn: () => fetchAssignment(code) });
}
