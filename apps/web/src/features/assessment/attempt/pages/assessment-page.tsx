import { Stack } from '@mantine/core';
import { roleOf } from '@noticeboard/shared';
import { useSessionUser } from '../../../../lib/use-session';
import { AssignmentsOverview } from '../../authoring/components/assignments-overview';
import { StudentAssignmentList } from '../components/student-assignment-list';

/** `/assessment` (spec §6: the school account or a student): a student's own list; the school's assignments for the school. */
export default function AssessmentPage() {
  const user = useSessionUser();
  if (user && roleOf(user) === 'INSTITUTE') return <SchoolAssignments />;
  return (
    <Stack maw={860} mx="auto" w="100%">
      <StudentAssignmentList />
    </Stack>
  );
}

function SchoolAssignments() {
  return <AssignmentsOverview title="Assessments" subtitle="Everything your school has set, by status." />;
}
