import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { RangeTabs } from '../../../../components/range-tabs';
import { query } from '../../../../lib/http';
import { useSessionUser } from '../../../../lib/use-session';
import { QuizFetchError } from '../../components/quiz-fetch-error';
import { useSummaryList } from '../api/summary';
import { ClassSectionTable } from '../components/class-section-table';
import { SummaryPageSkeleton } from '../components/summary-skeleton';
import { TotalsCards } from '../components/totals-cards';
import { useRangeParam } from '../components/use-range-param';

/** `/quiz-summary`: the school's quiz totals and each class and section's participation. */
export default function QuizSummaryPage() {
  const user = useSessionUser();
  const { range, setRange } = useRangeParam();
  const summary = useSummaryList(user, range);
  const data = summary.data;
  return (
    <Stack maw={1000} mx="auto" w="100%" gap="md">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Quiz summary
        </Title>
        <Text c="dimmed" size="sm">
          {data ? `${data.from} to ${data.to}` : 'How your school is doing in the daily quiz.'}
        </Text>
      </Stack>
      <RangeTabs value={range} onChange={setRange} />
      {summary.isError && !data ? (
        <QuizFetchError error={summary.error} onRetry={() => void summary.refetch()} />
      ) : !data ? (
        <SummaryPageSkeleton />
      ) : (
        <Stack gap="md" style={{ opacity: summary.isPlaceholderData ? 0.6 : 1 }}>
          <TotalsCards
            totals={data.totals}
            lead={[{ label: 'Students who played', value: data.totals.players, color: 'grape' }]}
          />
          <ClassSectionTable
            rows={data.rows}
            emptyAction={
              user?.type === 'INSTITUTE' ? (
                <Button component={Link} to="/candidate">
                  Add students
                </Button>
              ) : undefined
            }
            linkOf={(row) =>
              `/quiz-summary/class${query({ studentClass: row.studentClass, section: row.section, range })}`
            }
          />
        </Stack>
      )}
    </Stack>
  );
}
