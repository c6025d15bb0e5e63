import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { LeaderboardEntry } from '@noticeboard/shared';
import { durationLabel, whereFrom } from './board-format';

/** One player's line: rank, name and where from, then score, right answers and time. */
export function BoardRow({ entry, withSchool }: { entry: LeaderboardEntry; withSchool: boolean }) {
  return (
    <Group gap="sm" wrap="nowrap" py={8} px="sm" bg={entry.isMe ? 'blue.0' : undefined} style={{ borderRadius: 8 }}>
      <Text fw={700} w={40} ta="right" c="dimmed">
        #{entry.rank}
      </Text>
      <Stack gap={0} flex={1} miw={0}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} lineClamp={1}>
            {entry.name}
          </Text>
          {entry.isMe && (
            <Badge size="xs" variant="light" visibleFrom="sm">
              You
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {whereFrom(entry, withSchool)}
        </Text>
      </Stack>
      <Stack gap={0} align="flex-end">
        <Text fw={700}>{entry.score}</Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {entry.totalRightAnswers}/{entry.totalQuestionAttempted} right · {durationLabel(entry.timeTakenSeconds)}
        </Text>
      </Stack>
    </Group>
  );
}

/** Everyone after the podium. */
export function BoardList({ entries, withSchool }: { entries: LeaderboardEntry[]; withSchool: boolean }) {
  if (entries.length === 0) return null;
  return (
    <Paper withBorder radius="md" p={4}>
      <Stack component="ol" gap={2} aria-label="Rankings" m={0} p={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => (
          <li key={entry.userId}>
            <BoardRow entry={entry} withSchool={withSchool} />
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
