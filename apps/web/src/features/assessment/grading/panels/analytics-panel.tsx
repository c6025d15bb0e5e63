import type { StaffAssignment } from '@noticeboard/shared';
import AnalyticsView from '../components/analytics-view';

/** The staff page's "Analytics" tab (the page loads it lazily, so the charts stay in this chunk). */
export default function AnalyticsPanel({ assignment }: { assignment: StaffAssignment }) {
  return <AnalyticsView assignmentCode={assignment.code} />;
}
