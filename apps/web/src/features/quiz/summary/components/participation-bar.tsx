import { Group, Progress, Text } from '@mantine/core';

/** Share of a class's students who played at least once in the range. */
export function ParticipationBar({ percent }: { percent: number }) {
  const color = percent >= 75 ? 'teal' : percent >= 40 ? 'yellow' : 'red';
  return (
    <Group gap="xs" wrap="nowrap" miw={120}>
      <Progress value={percent} color={color} flex={1} size="md" radius="xl" aria-label={`${percent}% played`} />
      <Text size="xs" w={40} ta="right">
        {percent}%
      </Text>
    </Group>
  );
}
