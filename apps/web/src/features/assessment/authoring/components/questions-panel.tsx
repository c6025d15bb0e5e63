import type { StaffAssignment } from '@noticeboard/shared';
import { QuestionsCard } from './questions-card';

/** The Questions tab of a published assignment: editable until a student starts. */
export default function QuestionsPanel({ assignment }: { assignment: StaffAssignment }) {
  return <QuestionsCard assignment={assignment} editable={assignment.canManage && assignment.state === 'PUBLISHED'} />;
}
