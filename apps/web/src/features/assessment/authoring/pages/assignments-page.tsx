import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { ASSIGNMENT_TYPE_LABELS, ASSIGNMENT_TYPES, assignmentTypeOfSlug } from '@noticeboard/shared';
import { Link, useParams } from 'react-router';
import { assignmentsPagePath } from '../api/keys';
import { AssignmentsPanel } from '../components/assignments-panel';

/** `/assessment/{assignmentType}` (the school account): its assessments or its Q&A assignments, by status. */
export default function AssignmentsPage() {
  const { assignmentType = '' } = useParams();
  const type = assignmentTypeOfSlug(assignmentType);
  if (!type) {
    return (
      <Alert color="gray" variant="light" title="There is no such list of assignments">
        <Anchor component={Link} to={assignmentsPagePath('ASSESSMENT')}>
          Go to assessments
        </Anchor>
      </Alert>
    );
  }
  const other = ASSIGNMENT_TYPES.find((value) => value !== type) ?? 'QNA';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {type === 'ASSESSMENT' ? 'Assessments' : 'Q&A assignments'}
          </Title>
          <Text size="sm" c="dimmed">
            {type === 'ASSESSMENT'
              ? 'Timed multiple-choice tests, marked as soon as students hand in.'
              : 'Written answers your teachers mark with a rubric.'}
          </Text>
        </div>
        <Anchor component={Link} to={assignmentsPagePath(other)} size="sm">
          {ASSIGNMENT_TYPE_LABELS[other]}s
        </Anchor>
      </Group>
      <AssignmentsPanel key={type} type={type} canCreate />
    </Stack>
  );
}
