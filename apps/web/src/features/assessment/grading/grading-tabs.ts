/**
 * The staff page's tabs this part adds (`authoring/staff-assignment-tabs.tsx` lists them), each a lazily loaded
 * panel given the assignment. Grading shows for Q&A (written answers) and for assessments whose results wait for
 * the teacher's release; none shows on a draft.
 */
import type { StaffAssignment } from '@noticeboard/shared';
import { lazy } from 'react';

const published = (assignment: StaffAssignment) => assignment.state !== 'DRAFT';

export const GRADING_TABS = [
  {
    value: 'attempts',
    label: 'Attempts',
    Panel: lazy(() => import('./panels/attempts-panel')),
    shows: published,
  },
  {
    value: 'grading',
    label: 'Grading',
    Panel: lazy(() => import('./panels/grading-panel')),
    shows: (assignment: StaffAssignment) =>
      published(assignment) && (assignment.type === 'QNA' || assignment.resultRelease === 'AFTER_GRADING'),
  },
  {
    value: 'analytics',
    label: 'Analytics',
    Panel: lazy(() => import('./panels/analytics-panel')),
    shows: published,
  },
];
