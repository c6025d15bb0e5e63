/** Faculty and admins' assessments (`/question-bank?view=assessments`): the school's, theirs to change. */
import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { AssignmentsOverview } from '../components/assignments-overview';

export default function StaffAssessmentsPage() {
  return (
    <Stack gap="sm">
      <Anchor component={Link} to="/question-bank" size="sm">
        ← Question bank
      </Anchor>
      <AssignmentsOverview
        title="Assessments"
        subtitle="Set an assessment or a Q&A assignment from your question bank or your own questions, then mark and follow it here."
      />
    </Stack>
  );
}
