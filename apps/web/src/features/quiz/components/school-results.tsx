import { Badge, Skeleton, Stack, Text, Title } from '@mantine/core';
import { QUIZ_RESULT_METRICS, STUDENT_CLASS_INFO, type schoolResultRowSchema } from '@noticeboard/shared';
import type { z } from 'zod';
import { type StackedColumn, StackedTable } from '../../../components/stacked-table';
import { useSessionUser } from '../../../lib/use-session';
import { useSchoolResults } from '../api/faculty';
import { QuizFetchError } from './quiz-fetch-error';

const STATUS = { IN_PROGRESS: 'Playing', SUBMITTED: 'Submitted', EXPIRED: 'Time ran out' } as const;

type ResultRow = z.infer<typeof schoolResultRowSchema>;

/** Name, class, status and the five metrics: a table from `sm` up, a card per student on a phone. */
const COLUMNS: StackedColumn<ResultRow>[] = [
  { key: 'student', header: 'Student', title: true, cell: (row) => <Text fw={600}>{row.name}</Text> },
  {
    key: 'class',
    header: 'Class',
    cell: (row) =>
      `${row.studentClass ? STUDENT_CLASS_INFO[row.studentClass].label : '—'}${row.section ? ` ${row.section}` : ''}`,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => (
      <Badge variant="light" color={row.status === 'SUBMITTED' ? 'green' : 'gray'}>
        {STATUS[row.status]}
      </Badge>
    ),
  },
  ...QUIZ_RESULT_METRICS.map(
    ({ label, field }): StackedColumn<ResultRow> => ({
      key: field,
      header: label,
      align: 'right',
      cell: (row) => (row.result ? row.result[field] : '—'),
    }),
  ),
];

/** Staff on /result/:customUrl: every student of the school who played, with the five metrics. */
export function SchoolResults({ customUrl }: { customUrl: string }) {
  const user = useSessionUser();
  const results = useSchoolResults(user, customUrl, true);
  if (results.isError) return <QuizFetchError error={results.error} onRetry={() => void results.refetch()} />;
  if (!results.data) return <Skeleton h={240} radius="md" aria-label="Loading results" />;
  const { quiz, rows } = results.data;
  return (
    <Stack gap="sm">
      <div>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {quiz.title}
        </Title>
        <Text size="sm" c="dimmed">
          School results · {rows.length} {rows.length === 1 ? 'student' : 'students'}
        </Text>
      </div>
      {rows.length === 0 ? (
        <Text c="dimmed">Nobody in your school has played this quiz yet.</Text>
      ) : (
        <StackedTable
          rows={rows}
          columns={COLUMNS}
          rowKey={(row) => row.userId}
          label="School results"
          minWidth={640}
          testId="school-results"
        />
      )}
    </Stack>
  );
}
