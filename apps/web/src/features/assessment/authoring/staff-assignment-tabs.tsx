/**
 * The tabs of a published assignment's staff page (`/assessment-details/{assignmentCode}`), in order. Each part of
 * issue 18 adds its own with one line: grading adds "Attempts", "Grading" and "Analytics", face checks "Face checks".
 * A panel is a lazily loaded component given the assignment; `shows` hides a tab that does not apply (a Q&A tab on
 * an assessment).
 */
import type { StaffAssignment } from '@noticeboard/shared';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { GRADING_TABS } from '../grading/grading-tabs';

export interface StaffAssignmentTab {
  /** The `?tab=` value. */
  value: string;
  label: string;
  Panel: LazyExoticComponent<ComponentType<{ assignment: StaffAssignment }>>;
  shows?: (assignment: StaffAssignment) => boolean;
}

export const STAFF_ASSIGNMENT_TABS: StaffAssignmentTab[] = [
  { value: 'overview', label: 'Overview', Panel: lazy(() => import('./components/overview-panel')) },
  { value: 'questions', label: 'Questions', Panel: lazy(() => import('./components/questions-panel')) },
  { value: 'extra-time', label: 'Extra time', Panel: lazy(() => import('./components/extra-time-panel')) },
  ...GRADING_TABS,
  {
    value: 'face-checks',
    label: 'Face checks',
    Panel: lazy(() => import('../face/face-checks-panel')),
    shows: (assignment) => assignment.faceCheckRequired && assignment.state !== 'DRAFT',
  },
];
