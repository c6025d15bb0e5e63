import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type publicTodaySchema, QUIZ_MESSAGES } from '@noticeboard/shared';
import { IconBrain } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { z } from 'zod';

type PublicToday = z.infer<typeof publicTodaySchema>;

/** Today's quiz as anyone may see it: title, question count and the categories it draws on. */
export function TodayCard({ today, action }: { today: PublicToday; action?: ReactNode }) {
  const { quiz, categories } = today;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="today-quiz">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <IconBrain size={32} stroke={1.5} color="var(--mantine-color-blue-6)" aria-hidden />
          <div style={{ minWidth: 0 }}>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              Today’s quiz
            </Text>
            <Title order={2} fz="h3" lineClamp={2}>
              {quiz ? quiz.title : 'Being prepared'}
            </Title>
          </div>
        </Group>
        {quiz ? (
          <Text size="sm" c="dimmed">
            {quiz.questionCount} questions · {Math.round(quiz.timeLimitSeconds / 60)} minutes · made from today’s news
          </Text>
        ) : (
          <Text size="sm" role="status">
            {QUIZ_MESSAGES.notReady}
          </Text>
        )}
        {categories.length > 0 && (
          <Group gap={6}>
            {categories.map((category) => (
              <Badge key={category.category} variant="light" color="gray" tt="none">
                {category.label} · {category.questionCount}
              </Badge>
            ))}
          </Group>
        )}
        {action}
      </Stack>
    </Paper>
  );
}

export function TodayCardSkeleton() {
  return <Skeleton h={170} radius="lg" aria-label="Loading today’s quiz" />;
}
