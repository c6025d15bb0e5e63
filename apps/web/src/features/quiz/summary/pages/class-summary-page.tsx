import { Anchor, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { classSectionLabel, SECTION_TYPES, STUDENT_CLASSES } from '@noticeboard/shared';
import { Link, useNavigate } from 'react-router';
import { RangeTabs } from '../../../../components/range-tabs';
import { query } from '../../../../lib/http';
import { useSessionUser } from '../../../../lib/use-session';
import { QuizFetchError } from '../../components/quiz-fetch-error';
import { SUMMARY_PAGE_SIZE, useClassSummary } from '../api/summary';
import { StudentsTable } from '../components/students-table';
import { SummaryPageSkeleton } from '../components/summary-skeleton';
import { useRangeParam } from '../components/use-range-param';

/** `/quiz-summary/class?studentClass&section`: a class's students with their totals, best first, paged. */
export default function ClassSummaryPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const { range, setRange, params, setParams } = useRangeParam();
  const studentClass = STUDENT_CLASSES.find((known) => known === params.get('studentClass'));
  const section = SECTION_TYPES.find((known) => known === params.get('section'));
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const students = useClassSummary(
    user,
    { studentClass: studentClass ?? 'EIGHT', section, range, page },
    Boolean(studentClass),
  );
  if (!studentClass) {
    return (
      <Stack maw={1000} mx="auto" w="100%">
        <Text>Choose a class from the quiz summary.</Text>
        <Anchor component={Link} to="/quiz-summary">
          Back to the quiz summary
        </Anchor>
      </Stack>
    );
  }
  const data = students.data;
  return (
    <Stack maw={1000} mx="auto" w="100%" gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Anchor component={Link} to={`/quiz-summary${query({ range })}`} size="sm">
            ← Quiz summary
          </Anchor>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {classSectionLabel(studentClass, section ?? null)}
          </Title>
        </Stack>
        {data && (
          <Text size="sm" c="dimmed">
            {data.totalElements} {data.totalElements === 1 ? 'student' : 'students'}
          </Text>
        )}
      </Group>
      <RangeTabs value={range} onChange={setRange} />
      {students.isError && !data ? (
        <QuizFetchError error={students.error} onRetry={() => void students.refetch()} />
      ) : !data ? (
        <SummaryPageSkeleton />
      ) : (
        <Stack gap="md" style={{ opacity: students.isPlaceholderData ? 0.6 : 1 }}>
          <StudentsTable
            rows={data.content}
            firstRank={page * SUMMARY_PAGE_SIZE + 1}
            onOpen={(row) => navigate(`/quiz-summary/user${query({ userId: row.userId, range })}`)}
          />
          {data.totalPages > 1 && (
            <Pagination
              total={data.totalPages}
              value={page + 1}
              onChange={(next) =>
                setParams((current) => {
                  current.set('page', String(next - 1));
                  return current;
                })
              }
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
