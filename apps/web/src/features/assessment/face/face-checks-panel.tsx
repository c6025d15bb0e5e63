/** The "Face checks" tab of a face-checked assignment's staff page: its review queue. */
import type { StaffAssignment } from '@noticeboard/shared';
import { FaceReviewsTab } from './face-reviews-tab';

export default function FaceChecksPanel({ assignment }: { assignment: StaffAssignment }) {
  return <FaceReviewsTab assignmentCode={assignment.code} />;
}
