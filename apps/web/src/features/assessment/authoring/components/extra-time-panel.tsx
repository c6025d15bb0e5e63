import type { StaffAssignment } from '@noticeboard/shared';
import { ExtraTimeCard } from './extra-time-card';

/** The Extra time tab of a published assignment. */
export default function ExtraTimePanel({ assignment }: { assignment: StaffAssignment }) {
  return <ExtraTimeCard assignment={assignment} editable={assignment.canManage && assignment.state === 'PUBLISHED'} />;
}
