import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { LeaderboardEntry } from '@noticeboard/shared';
import { IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTodayQuizPath } from '../../../../lib/today-quiz';
import { durationLabel } from './board-format';

/** The caller's own row, pinned to the bottom of the screen whether or not they made the top of the list. */
export function MyRank({ me, totalPlayers }: { me: LeaderboardEntry | null; totalPlayers: number }) {
  // Straight to today's quiz when it is open for the caller (else the hub says why not).
  const quizPath = useTodayQuizPath(me === null);
  return (
    <Paper
      data-testid="my-rank"
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      pos="sticky"
      bottom={8}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 2 }}
    >
      {me ? (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <IconTrophy size={22} color="var(--mantine-color-blue-6)" aria-hidden />
            <Stack gap={0}>
              <Text fw={800}>Your rank #{me.rank}</Text>
              <Text size="xs" c="dimmed">
                of {totalPlayers} {totalPlayers === 1 ? 'player' : 'players'}
              </Text>
            </Stack>
          </Group>
          <Stack gap={0} align="flex-end">
            <Text fw={700}>{me.score} points</Text>
            <Text size="xs" c="dimmed">
              {me.totalRightAnswers}/{me.totalQuestionAttempted} right · {durationLabel(me.timeTakenSeconds)}
            </Text>
          </Stack>
        </Group>
      ) : (
        <Group justify="space-between" gap="sm">
          <Text fw={600}>Play today's quiz to get a rank</Text>
          <Anchor component={Link} to={quizPath} size="sm" fw={600}>
            Go to the quiz
          </Anchor>
        </Group>
      )}
    </Paper>
  );
}
