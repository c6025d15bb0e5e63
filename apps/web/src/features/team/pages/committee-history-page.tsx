import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { HistoryList } from '../components/history-list';

/** `/approval-committee/history` (institute only): who joined and left the committee, newest first. */
export default function CommitteeHistoryPage() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Approval committee history</Title>
        <Text c="dimmed">
          Who joined or left the approval committee, and when.{' '}
          <Anchor component={Link} to="/team?tab=committee">
            Back to the committee
          </Anchor>
        </Text>
      </Stack>
      <HistoryList kind="approval-committee" />
    </Stack>
  );
}
