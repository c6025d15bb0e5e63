import { Badge, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { QUIZ_RESULT_METRICS, STUDENT_CLASS_INFO } from '@noticeboard/shared';
import { useSessionUser } from '../../../lib/use-session';
import { useSchoolResults } from '../api/faculty';
import { QuizFetchError } from './quiz-fetch-error';

const STATUS = { IN_PROGRESS: 'Playing', SUBMITTED: 'Submitted', EXPIRED: 'Time ran out' } as const;

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
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover data-testid="school-results">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Student</Table.Th>
                <Table.Th>Class</Table.Th>
                <Table.Th>Status</Table.Th>
                {QUIZ_RESULT_METRICS.map(({ label, field }) => (
                  <Table.Th key={field} ta="right">
                    {label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.userId}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>
                    {row.studentClass ? STUDENT_CLASS_INFO[row.studentClass].label : '—'}
                    {row.section ? ` ${row.section}` : ''}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={row.status === 'SUBMITTED' ? 'green' : 'gray'}>
                      {STATUS[row.status]}
                    </Badge>
                  </Table.Td>
                  {QUIZ_RESULT_METRICS.map(({ field }) => (
                    <Table.Td key={field} ta="right">
                      {row.result ? row.result[field] : '—'}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
