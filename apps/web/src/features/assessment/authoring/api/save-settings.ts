/** PATCH settings (the autosave): any subset with the revision last seen; a stale one is ASSIGNMENT_CHANGED. */
import {
  ASSESSMENT_AUTHORING_PATHS,
  type AssignmentPatch,
  type StaffAssignment,
  staffAssignmentSchema,
} from '@noticeboard/shared';
import { patch } from '../../../../lib/http';
import { authoringPath } from './keys';

export const saveSettings = (code: string, body: AssignmentPatch): Promise<StaffAssignment> =>
  patch(authoringPath(ASSESSMENT_AUTHORING_PATHS.assignment, { assignmentCode: code }), body, staffAssignmentSchema);
