import { Stack, Text, Title } from '@mantine/core';
import { MembersPanel } from '../components/members-panel';

/** `/candidate` (institute only): the school's students. */
export default function CandidatePage() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Students</Title>
        <Text c="dimmed">Add students with their class and section; each gets an email to set a password.</Text>
      </Stack>
      <MembersPanel memberRole="CANDIDATE" />
    </Stack>
  );
}
