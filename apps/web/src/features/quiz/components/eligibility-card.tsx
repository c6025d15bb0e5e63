import { Anchor, Group, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { QUIZ_MESSAGES, type QuizEligibility } from '@noticeboard/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Today's reading against the minimum that unlocks the daily quiz. */
export function EligibilityCard({ eligibility }: { eligibility: QuizEligibility }) {
  const { readToday, dailyMinimum, eligible } = eligibility;
  const read = Math.min(readToday, dailyMinimum);
  return (
    <Paper withBorder radius="lg" p="md" data-testid="quiz-eligibility">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>
            {read} of {dailyMinimum} articles read today
          </Text>
          {eligible ? (
            <Group gap={4} c="green">
              <IconCircleCheck size={18} aria-hidden />
              <Text size="sm" fw={600}>
                Quiz unlocked
              </Text>
            </Group>
          ) : (
            <Anchor component={Link} to="/latest" size="sm" fw={600}>
              Read the latest news
            </Anchor>
          )}
        </Group>
        <Progress
          value={dailyMinimum ? (read / dailyMinimum) * 100 : 100}
          color={eligible ? 'green' : 'blue'}
          size="lg"
          radius="xl"
          aria-label="Articles read today"
        />
        {!eligible && (
          <Text size="sm" c="dimmed">
            {eligibility.message ?? QUIZ_MESSAGES.notEligible}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

export function EligibilitySkeleton() {
  return <Skeleton h={96} radius="lg" aria-label="Loading your reading progress" />;
}
