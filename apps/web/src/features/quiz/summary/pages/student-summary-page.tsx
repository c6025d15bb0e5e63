import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { classSectionLabel, formatDate, roleOf } from '@noticeboard/shared';
import { Link } from 'react-router';
import { RangeTabs } from '../../../../components/range-tabs';
import { query } from '../../../../lib/http';
import { useSessionUser } from '../../../../lib/use-session';
import { QuizFetchError } from '../../components/quiz-fetch-error';
import { useStudentSummary } from '../api/summary';
import { DailyScoreBars } from '../components/daily-score-bars';
import { SummaryPageSkeleton } from '../components/summary-skeleton';
import { TotalsCards } from '../components/totals-cards';
import { useRangeParam } from '../components/use-range-param';

/** `/quiz-summary/user?userId`: a student's quiz days; students opening it see their own. */
export default function StudentSummaryPage() {
  const user = useSessionUser();
  const { range, setRange, params } = useRangeParam();
  const staff = user ? ['INSTITUTE', 'FACULTY', 'ADMIN'].includes(roleOf(user)) : false;
  const userId = staff ? (params.get('userId') ?? undefined) : undefined;
  const summary = useStudentSummary(user, range, userId);
  const data = summary.data;
  return (
    <Stack maw={1000} mx="auto" w="100%" gap="md">
      <Stack gap={2}>
        {staff && data && (
          <Anchor
            component={Link}
            to={`/quiz-summary/class${query({ studentClass: data.student.studentClass, section: data.student.section, range })}`}
            size="sm"
          >
            ← {classSectionLabel(data.student.studentClass, data.student.section)}
          </Anchor>
        )}
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {data ? (staff ? data.student.name : 'My quiz days') : 'Quiz days'}
        </Title>
        {data && (
          <Text size="sm" c="dimmed">
            {classSectionLabel(data.student.studentClass, data.student.section)} · last played{' '}
            {data.student.lastPlayedOn ?? 'not yet in this range'}
          </Text>
        )}
      </Stack>
      <RangeTabs value={range} onChange={setRange} />
      {summary.isError && !data ? (
        <QuizFetchError error={summary.error} onRetry={() => void summary.refetch()} />
      ) : !data ? (
        <SummaryPageSkeleton />
      ) : (
        <Stack gap="md" style={{ opacity: summary.isPlaceholderData ? 0.6 : 1 }}>
          <TotalsCards
            totals={data.student}
            lead={[{ label: 'Total score', value: data.student.score, color: 'grape' }]}
          />
          <DailyScoreBars days={data.days} />
          {data.days.length > 0 && (
            <Paper withBorder radius="md">
              <Table.ScrollContainer minWidth={320}>
                <Table verticalSpacing="xs" aria-label="Days played">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Day</Table.Th>
                      <Table.Th ta="right">Score</Table.Th>
                      <Table.Th ta="right">Right</Table.Th>
                      <Table.Th ta="right">Wrong</Table.Th>
                      <Table.Th ta="right">Skipped</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {[...data.days].reverse().map((day) => (
                      <Table.Tr key={day.day}>
                        <Table.Td>{formatDate(day.day)}</Table.Td>
                        <Table.Td ta="right" fw={700}>
                          {day.result.score}
                        </Table.Td>
                        <Table.Td ta="right">{day.result.totalRightAnswers}</Table.Td>
                        <Table.Td ta="right">{day.result.totalWrongAnswers}</Table.Td>
                        <Table.Td ta="right">{day.result.skippedAnswers}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          )}
        </Stack>
      )}
    </Stack>
  );
}
