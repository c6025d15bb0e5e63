import { Avatar, Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { LeaderboardEntry } from '@noticeboard/shared';
import { IconCrown } from '@tabler/icons-react';
import { ordinal, whereFrom } from './board-format';

const PLACES = [
  { color: 'yellow', height: 96 },
  { color: 'gray', height: 72 },
  { color: 'orange', height: 56 },
] as const;

/** Second, first, third from left to right, like a real podium. */
const PODIUM_ORDER = [1, 0, 2] as const;

/** The top three. */
export function Podium({ entries, withSchool }: { entries: LeaderboardEntry[]; withSchool: boolean }) {
  const top = entries.slice(0, 3);
  return (
    <Group align="flex-end" justify="center" gap="xs" wrap="nowrap" aria-label="Top three" role="list">
      {PODIUM_ORDER.map((slot) => {
        const entry = top[slot];
        return entry ? (
          <Step key={slot} entry={entry} slot={slot} withSchool={withSchool} />
        ) : (
          <Box key={slot} flex={1} />
        );
      })}
    </Group>
  );
}

/** The step's height and colour follow its slot; its label the true rank (a hidden player may stand before it). */
function Step({ entry, slot, withSchool }: { entry: LeaderboardEntry; slot: number; withSchool: boolean }) {
  const place = PLACES[slot] ?? PLACES[2];
  return (
    <Stack gap={6} align="center" flex={1} maw={200} miw={0} role="listitem" data-testid={`podium-${slot + 1}`}>
      {entry.rank === 1 && <IconCrown size={22} color="var(--mantine-color-yellow-6)" aria-hidden />}
      <Avatar color={place.color} radius="xl" size="lg">
        {entry.name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Text fw={700} size="sm" ta="center" lineClamp={1} maw="100%">
        {entry.name}
        {entry.isMe ? ' (you)' : ''}
      </Text>
      <Text size="xs" c="dimmed" ta="center" lineClamp={1} maw="100%">
        {whereFrom(entry, withSchool)}
      </Text>
      <Paper
        w="100%"
        h={place.height}
        radius="md"
        bg={`${place.color}.1`}
        style={{ borderTop: `4px solid var(--mantine-color-${place.color}-5)` }}
      >
        <Stack gap={0} align="center" justify="center" h="100%">
          <Text fw={800} fz={22} c={`var(--mantine-color-${place.color}-light-color)`}>
            {entry.score}
          </Text>
          <Text size="xs" c="dimmed">
            {ordinal(entry.rank)} · points
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
