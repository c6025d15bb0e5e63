import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { type AssignmentType, roleOf } from '@noticeboard/shared';
import { useState } from 'react';
import { useSessionUser } from '../../../../lib/use-session';
import { AssignmentsPanel } from '../../authoring/components/assignments-panel';
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
  const [type, setType] = useState<AssignmentType>('ASSESSMENT');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            Assessments
          </Title>
          <Text size="sm" c="dimmed">
            Everything your school has set, by status.
          </Text>
        </div>
        <SegmentedControl
          value={type}
          onChange={(value) => setType(value as AssignmentType)}
          aria-label="Kind"
          data={[
            { value: 'ASSESSMENT', label: 'Assessments' },
            { value: 'QNA', label: 'Q&A assignments' },
          ]}
        />
      </Group>
      <AssignmentsPanel key={type} type={type} canCreate />
    </Stack>
  );
}
