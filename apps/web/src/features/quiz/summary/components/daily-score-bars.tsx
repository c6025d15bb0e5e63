import { Box, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { studentDaySchema } from '@noticeboard/shared';
import { formatDate } from '@noticeboard/shared';
import type { z } from 'zod';

type StudentDay = z.infer<typeof studentDaySchema>;

const CHART_HEIGHT = 140;

/** A plain CSS bar chart of the daily score, one bar per day played (no chart library is a dependency). */
export function DailyScoreBars({ days }: { days: StudentDay[] }) {
  if (days.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg" ta="center">
        <Text c="dimmed">No quizzes played in this range.</Text>
      </Paper>
    );
  }
  const best = Math.max(1, ...days.map((day) => day.result.score));
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          Daily score
        </Text>
        <Group
          gap={4}
          align="flex-end"
          wrap="nowrap"
          h={CHART_HEIGHT}
          style={{ overflowX: 'auto' }}
          role="img"
          aria-label={`Daily scores on ${days.length} days, best ${best}`}
        >
          {days.map((day) => (
            <Tooltip key={day.day} label={`${formatDate(day.day)}: ${day.result.score} points`} withArrow>
              <Box
                data-testid="score-bar"
                miw={8}
                flex={1}
                maw={28}
                h={`${Math.max(4, (day.result.score / best) * 100)}%`}
                bg="blue.5"
                style={{ borderRadius: '4px 4px 0 0' }}
              />
            </Tooltip>
          ))}
        </Group>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {days[0]?.day}
          </Text>
          <Text size="xs" c="dimmed">
            {days.at(-1)?.day}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
