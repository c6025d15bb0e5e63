/**
 * `/assessment-details/{assignmentCode}` (spec §2: any signed-in member): staff of the school get the editor, the
 * attempts, grading, analytics and face checks; a student gets their own result and review. Each side loads only
 * when it is the one shown.
 */
import { roleOf } from '@noticeboard/shared';
import { Suspense } from 'react';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { useSessionUser } from '../../../lib/use-session';

const StaffAssignmentPage = lazyWithRetry(() => import('../authoring/pages/staff-assignment-page'));
const StudentAssignmentPage = lazyWithRetry(() => import('../attempt/pages/student-assignment-page'));

export default function AssignmentDetailsPage() {
  const user = useSessionUser();
  const student = user !== null && roleOf(user) === 'CANDIDATE';
  return <Suspense fallback={null}>{student ? <StudentAssignmentPage /> : <StaffAssignmentPage />}</Suspense>;
}
