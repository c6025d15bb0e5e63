import { Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DIFFICULTIES, QUESTION_STATUSES } from '@noticeboard/shared';
import { FetchError } from '../../../components/fetch-error';
import { useAnalyticsBar, useAnalyticsPie } from '../api/analytics';
import { DIFFICULTY_COLORS, difficultyLabel, STATUS_COLORS, statusLabel } from './bank-format';
import { DonutChart } from './donut-chart';
import { SubjectBarChart } from './subject-bar-chart';

/** Totals, the status and difficulty donuts and the per-subject bars of the caller's bank; nothing while it is empty. */
export function BankInsights() {
  const pie = useAnalyticsPie();
  const bar = useAnalyticsBar();
  if (pie.isPending) return <Skeleton height={180} radius="md" role="status" aria-label="Loading counts" />;
  if (pie.isError)
    return <FetchError error={pie.error} fallback="Could not load the counts." onRetry={() => void pie.refetch()} />;

  const countOf = (status: (typeof QUESTION_STATUSES)[number]) =>
    pie.data.byStatus.find((row) => row.status === status)?.count ?? 0;
  const total = QUESTION_STATUSES.reduce((sum, status) => sum + countOf(status), 0);
  // An empty bank has nothing to chart: the list below greets it with what to do first (issue 17 §6).
  if (total === 0) return null;
  const statusSlices = QUESTION_STATUSES.map((status) => ({
    label: statusLabel(status),
    count: countOf(status),
    color: STATUS_COLORS[status],
  }));
  const difficultySlices = DIFFICULTIES.map((difficulty) => ({
    label: difficultyLabel(difficulty),
    count: pie.data.byDifficulty.find((row) => row.difficulty === difficulty)?.count ?? 0,
    color: DIFFICULTY_COLORS[difficulty],
  }));

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {[{ label: 'Questions', count: total }, ...statusSlices].map((tile) => (
          <Paper key={tile.label} withBorder radius="md" p="sm">
            <Text size="xs" c="dimmed">
              {tile.label}
            </Text>
            <Text fz={24} fw={700}>
              {tile.count}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <Card withBorder radius="md">
          <DonutChart title="By status" slices={statusSlices} />
        </Card>
        <Card withBorder radius="md">
          <DonutChart title="By difficulty" slices={difficultySlices} />
        </Card>
        <Card withBorder radius="md">
          <Group mb="xs">
            <Title order={2} fz="sm">
              By subject
            </Title>
          </Group>
          {bar.isPending ? (
            <Skeleton height={120} />
          ) : bar.isError ? (
            <FetchError error={bar.error} fallback="Could not load the subjects." onRetry={() => void bar.refetch()} />
          ) : (
            <SubjectBarChart bars={bar.data.bars} />
          )}
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
