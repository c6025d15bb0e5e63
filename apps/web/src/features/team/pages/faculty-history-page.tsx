import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { HistoryList } from '../components/history-list';

/** `/faculty/history` (institute only): every change to the school's faculty, newest first. */
export default function FacultyHistoryPage() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Faculty history</Title>
        <Text c="dimmed">
          Who added, changed or deactivated faculty members, and when.{' '}
          <Anchor component={Link} to="/team">
            Back to the team
          </Anchor>
        </Text>
      </Stack>
      <HistoryList kind="faculty" />
    </Stack>
  );
}
