import { Anchor, Button, Pagination, Select, Stack, Text, Title } from '@mantine/core';
import { type AppearedStudentRow, type AssignmentType, formatDate, formatDateTime } from '@noticeboard/shared';
import { useDeferredValue, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../../../components/empty-state';
import { FetchError } from '../../../../components/fetch-error';
import { StackedTable } from '../../../../components/stacked-table';
import { useSessionUser } from '../../../../lib/use-session';
import { useAppearedStudent } from '../api/appeared-student';
import { useSchoolStudents } from '../api/school-students';
import { classLabel, scoreLabel } from '../components/grading-format';
import { ProgressBadge } from '../components/progress-badge';
import { typeOfPath } from './appeared-page';

const WORDS: Record<AssignmentType, { mine: string; theirs: string; things: string }> = {
  ASSESSMENT: { mine: 'My assessments', theirs: 'A student’s assessments', things: 'assessments' },
  QNA: { mine: 'My Q&A', theirs: 'A student’s Q&A', things: 'Q&A assignments' },
};

/** What the result column says: the marks when out, or when they will be. */
function resultOf(row: AppearedStudentRow): string {
  if (row.identityCheck === 'REJECTED') return 'Not accepted';
  if (row.progress === 'IN_PROGRESS') return 'Not handed in yet';
  if (row.score !== null) return scoreLabel(row.score, row.maxScore);
  if (!row.released) {
    return row.closesAt && new Date(row.closesAt) > new Date()
      ? `Results after ${formatDate(row.closesAt)}`
      : 'Waiting for grading';
  }
  return 'Being marked';
}

/**
 * `/appeared-assessment/student` and `/appeared-qna/student`: a student's own attempts with their results when the
 * teacher releases them; for the school account, the attempts of the student it picks.
 */
export default function AppearedStudentPage() {
  const type = typeOfPath(useLocation().pathname);
  const words = WORDS[type];
  const user = useSessionUser();
  const asSchool = user?.type === 'INSTITUTE';
  const [params, setParams] = useSearchParams();
  const userId = params.get('userId') ?? undefined;
  const [page, setPage] = useState(0);
  const attempts = useAppearedStudent(type, asSchool ? userId : undefined, page, !asSchool || Boolean(userId));
  const data = attempts.data;

  return (
    <Stack maw={960} mx="auto" w="100%" gap="md">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {asSchool ? words.theirs : words.mine}
        </Title>
        <Text c="dimmed" size="sm">
          {asSchool
            ? `Choose a student to see the ${words.things} they attempted and their marks.`
            : `The ${words.things} you attempted, with your marks when your teacher releases them.`}
        </Text>
      </Stack>
      {asSchool && (
        <StudentPicker
          value={userId ?? null}
          chosenName={data?.student.id === userId ? data?.student.name : undefined}
          onChange={(id) => {
            setPage(0);
            setParams(id ? { userId: id } : {}, { replace: true });
          }}
        />
      )}
      {asSchool && !userId ? null : attempts.isError && !data ? (
        <FetchError
          error={attempts.error}
          fallback="Could not load the attempts"
          onRetry={() => void attempts.refetch()}
        />
      ) : !data ? (
        <Text c="dimmed">Loading attempts…</Text>
      ) : data.totalElements === 0 ? (
        <EmptyState
          title={asSchool ? `${data.student.name} has not attempted any yet` : `No ${words.things} attempted yet`}
          actions={
            asSchool ? undefined : (
              <Button component={Link} to="/assessment">
                See what is due
              </Button>
            )
          }
        >
          {asSchool
            ? `Their attempts at your school’s ${words.things} appear here.`
            : `When you hand in ${type === 'QNA' ? 'a Q&A assignment' : 'an assessment'}, it appears here with your marks once your teacher releases them.`}
        </EmptyState>
      ) : (
        <Stack gap="sm" style={{ opacity: attempts.isPlaceholderData ? 0.6 : 1 }}>
          {asSchool && (
            <Text size="sm" c="dimmed">
              {data.student.name} · {classLabel(data.student.studentClass, data.student.section)}
            </Text>
          )}
          <StackedTable<AppearedStudentRow>
            label={asSchool ? words.theirs : words.mine}
            testId="appeared-student"
            rows={data.content}
            rowKey={(row) => row.attemptId}
            minWidth={640}
            columns={[
              {
                key: 'title',
                header: type === 'QNA' ? 'Assignment' : 'Assessment',
                title: true,
                cell: (row) => (
                  <Anchor component={Link} to={`/assessment-details/${row.assignmentCode}`}>
                    {row.title}
                  </Anchor>
                ),
              },
              {
                key: 'submitted',
                header: 'Handed in',
                cell: (row) => (row.submittedAt ? formatDateTime(row.submittedAt) : 'Not yet'),
              },
              {
                key: 'status',
                header: 'Status',
                cell: (row) => <ProgressBadge progress={row.progress} identityCheck={row.identityCheck} />,
              },
              { key: 'result', header: 'Result', align: 'right', cell: resultOf },
              {
                key: 'feedback',
                header: 'Feedback',
                wide: true,
                cell: (row) => row.feedback ?? '—',
              },
            ]}
          />
          {data.totalPages > 1 && (
            <Pagination
              total={data.totalPages}
              value={page + 1}
              onChange={(value) => setPage(value - 1)}
              aria-label="Pages of attempts"
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** The school's student picker: type a name, choose from its students. */
function StudentPicker({
  value,
  chosenName,
  onChange,
}: {
  value: string | null;
  chosenName: string | undefined;
  onChange: (id: string | null) => void;
}) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  // After a choice the box shows the chosen label ("Name · Class 8 A"): that is not a search.
  const students = useSchoolStudents(deferred.includes(' · ') ? '' : deferred, true);
  const options = (students.data?.content ?? []).map((student) => ({
    value: student.id,
    label: `${student.name} · ${classLabel(student.studentClass, student.section)}`,
  }));
  if (value && chosenName && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: chosenName });
  }
  return (
    <Select
      label="Student"
      placeholder="Type a name"
      searchable
      clearable
      data={options}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={students.isFetching ? 'Looking…' : 'No student by that name'}
      w={{ base: '100%', sm: 420 }}
    />
  );
}
