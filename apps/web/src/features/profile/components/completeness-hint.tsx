import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { type ProfileView, profileCompleteness } from '@noticeboard/shared';

/** On one's own profile: how complete it is and the next things to add (gone once everything is there). */
export function CompletenessHint({ profile }: { profile: ProfileView }) {
  const { percent, missing } = profileCompleteness(profile);
  if (missing.length === 0) return null;
  const next = missing.slice(0, 3);
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      bg="var(--mantine-color-blue-light)"
      aria-label="Profile completeness"
    >
      <Stack gap={8}>
        <Group justify="space-between">
          <Text fw={600}>Your profile is {percent}% complete</Text>
        </Group>
        <Progress value={percent} aria-label={`${percent}% complete`} />
        <Text size="sm">
          Add {next.length === 1 ? next[0] : `${next.slice(0, -1).join(', ')} and ${next[next.length - 1]}`} to make it
          shine.
        </Text>
      </Stack>
    </Paper>
  );
}
