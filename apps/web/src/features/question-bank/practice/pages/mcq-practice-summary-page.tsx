import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DIFFICULTY_LABELS, MCQ_PRACTICE_PATH } from '@noticeboard/shared';
import { IconListCheck, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FetchError } from '../../../../components/fetch-error';
import { useMcqSummary } from '../api/practice';
import { AccuracyBars } from '../components/accuracy-bars';

const SUMMARY_FAILED = 'We could not load your summary.';

function Stat({ label, value, colour }: { label: string; value: string; colour?: string }) {
  return (
    <Card withBorder radius="lg" padding="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed" aria-hidden>
        {label}
      </Text>
      <Text fz={28} fw={700} c={colour}>
        {value}
      </Text>
    </Card>
  );
}

/** `/mcq-practice-summary` (student or individual): totals, then how each subject and difficulty is going. */
export default function McqPracticeSummaryPage() {
  const summary = useMcqSummary();
  const data = summary.data;

  return (
    <Stack gap="md" maw={860} mx="auto" w="100%">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          My practice summary
        </Title>
        <Text c="dimmed">Every question you have practised, all in one place.</Text>
      </div>
      <Group gap="xs">
        <Button component={Link} to={MCQ_PRACTICE_PATH} leftSection={<IconPencil size={18} />}>
          Practise more
        </Button>
        <Button component={Link} to="/mcq-attempted" variant="light" leftSection={<IconListCheck size={18} />}>
          Questions I tried
        </Button>
      </Group>
      {summary.isPending ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }} role="status" aria-label="Loading summary">
          {[0, 1, 2, 3].map((cell) => (
            <Skeleton key={cell} height={84} radius="lg" />
          ))}
        </SimpleGrid>
      ) : !data ? (
        <FetchError error={summary.error} fallback={SUMMARY_FAILED} onRetry={() => void summary.refetch()} />
      ) : data.totals.attempted === 0 ? (
        <Card withBorder radius="lg" padding="xl" ta="center">
          <Title order={2} fz="h3">
            No practice yet
          </Title>
          <Text c="dimmed" mt="xs">
            Answer a few questions and your progress shows up here.
          </Text>
        </Card>
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }} aria-label="Totals">
            <Stat label="Attempted" value={String(data.totals.attempted)} />
            <Stat label="Right" value={String(data.totals.right)} colour="green.8" />
            <Stat label="Wrong" value={String(data.totals.wrong)} colour="red.8" />
            <Stat label="Accuracy" value={`${Math.round(data.totals.accuracyPercent)}%`} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <AccuracyBars title="By subject" rows={data.bySubject.map((row) => ({ ...row, label: row.subject }))} />
            <AccuracyBars
              title="By difficulty"
              rows={data.byDifficulty.map((row) => ({ ...row, label: DIFFICULTY_LABELS[row.difficulty] }))}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
