import { Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { TimeLeft } from '../countdown';
import { spokenText } from '../countdown';

const two = (value: number) => String(value).padStart(2, '0');

function Unit({ value, label }: { value: number; label: string }) {
  return (
    <Paper withBorder radius="md" px="sm" py={6} miw={76} ta="center" aria-hidden>
      <Text fz={28} fw={700} lh={1.1} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {two(value)}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}

/** Hours, minutes and seconds left (spec §4); read out once as words, not every second. */
export function CountdownClock({ left, paused }: { left: TimeLeft; paused?: boolean }) {
  return (
    <Stack gap={4} align="center">
      <Group gap="xs" justify="center" wrap="nowrap" role="timer" aria-label="Time left before the deletion">
        <Unit value={left.hours} label="hours" />
        <Unit value={left.minutes} label="minutes" />
        <Unit value={left.seconds} label="seconds" />
        <VisuallyHidden>{spokenText(left)} left</VisuallyHidden>
      </Group>
      {paused && (
        <Text size="xs" c="dimmed">
          Paused while this tab is hidden
        </Text>
      )}
    </Stack>
  );
}
