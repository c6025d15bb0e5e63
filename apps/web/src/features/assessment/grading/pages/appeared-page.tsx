import { Anchor, Button, Pagination, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  type AppearedRow,
  ASSIGNMENT_TYPE_SLUGS,
  type AssignmentType,
  ATTEMPT_PROGRESS_LABELS,
  formatDateTime,
  QUIZ_DATE_RANGE_LABELS,
  QUIZ_DATE_RANGES,
  type QuizDateRange,
  STUDENT_CLASS_INFO,
  STUDENT_CLASSES,
  type StudentClass,
} from '@noticeboard/shared';
import { useDeferredValue, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../../../components/empty-state';
import { FetchError } from '../../../../components/fetch-error';
import { StackedTable } from '../../../../components/stacked-table';
import { query } from '../../../../lib/http';
import { type AppearedFilters, useAppeared } from '../api/appeared';
import { classLabel, countLabel, scoreLabel } from '../components/grading-format';
import { ProgressBadge } from '../components/progress-badge';

/** Which list a path shows: `/appeared-qna…` is Q&A, the rest assessments. */
export const typeOfPath = (pathname: string): AssignmentType =>
  pathname.startsWith('/appeared-qna') ? 'QNA' : 'ASSESSMENT';

const WORDS: Record<AssignmentType, { title: string; things: string; studentPath: string }> = {
  ASSESSMENT: { title: 'Appeared assessments', things: 'assessments', studentPath: '/appeared-assessment/student' },
  QNA: { title: 'Appeared Q&A', things: 'Q&A assignments', studentPath: '/appeared-qna/student' },
};
const CLASS_CHOICES = STUDENT_CLASSES.map((value) => ({ value, label: STUDENT_CLASS_INFO[value].label }));
const RANGE_CHOICES = QUIZ_DATE_RANGES.map((value) => ({ value, label: QUIZ_DATE_RANGE_LABELS[value] }));
const PROGRESS_CHOICES = (['IN_PROGRESS', 'SUBMITTED', 'GRADED'] as const).map((value) => ({
  value,
  label: ATTEMPT_PROGRESS_LABELS[value],
}));

/** `/appeared-assessment` and `/appeared-qna` (the school account): every attempt across its assignments of a type. */
export default function AppearedPage() {
  const type = typeOfPath(useLocation().pathname);
  const words = WORDS[type];
  const [filters, setFilters] = useState<Omit<AppearedFilters, 'search'>>({ page: 0 });
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const appeared = useAppeared(type, { ...filters, search: deferredSearch || undefined });
  const data = appeared.data;
  const change = (next: Partial<AppearedFilters>) => setFilters((current) => ({ ...current, ...next, page: 0 }));
  const filtered =
    Boolean(filters.studentClass || filters.assignmentId || filters.range || filters.progress) || deferredSearch !== '';

  return (
    <Stack maw={1100} mx="auto" w="100%" gap="md">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {words.title}
        </Title>
        <Text c="dimmed" size="sm">
          Every attempt at your school’s {words.things}: who, when, the marks and where each stands.
        </Text>
      </Stack>
      {/* Two filters a row on a phone, all five in one row from md up. */}
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
        <TextInput
          label="Search students"
          placeholder="Name"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            change({});
          }}
        />
        <Select
          label="Class"
          placeholder="All classes"
          data={CLASS_CHOICES}
          value={filters.studentClass ?? null}
          onChange={(value) => change({ studentClass: (value as StudentClass | null) ?? undefined })}
          clearable
        />
        <Select
          label={type === 'QNA' ? 'Assignment' : 'Assessment'}
          placeholder="All"
          data={(data?.assignments ?? []).map((row) => ({ value: row.id, label: row.title }))}
          value={filters.assignmentId ?? null}
          onChange={(value) => change({ assignmentId: value ?? undefined })}
          clearable
          searchable
        />
        <Select
          label="Submitted"
          placeholder="Any time"
          data={RANGE_CHOICES}
          value={filters.range ?? null}
          onChange={(value) => change({ range: (value as QuizDateRange | null) ?? undefined })}
          clearable
        />
        <Select
          label="Status"
          placeholder="Any"
          data={PROGRESS_CHOICES}
          value={filters.progress ?? null}
          onChange={(value) => change({ progress: (value as AppearedFilters['progress'] | null) ?? undefined })}
          clearable
        />
      </SimpleGrid>
      {appeared.isError && !data ? (
        <FetchError
          error={appeared.error}
          fallback="Could not load the attempts"
          onRetry={() => void appeared.refetch()}
        />
      ) : !data ? (
        <Text c="dimmed">Loading attempts…</Text>
      ) : data.totalElements === 0 && !filtered ? (
        <EmptyState
          title="No attempts yet"
          actions={
            <Button component={Link} to={`/assessment/${ASSIGNMENT_TYPE_SLUGS[type]}`}>
              Go to {words.things}
            </Button>
          }
        >
          When students attempt your school’s {words.things}, each attempt appears here with its marks.
        </EmptyState>
      ) : data.totalElements === 0 ? (
        <EmptyState
          title="No attempts match these filters"
          actions={
            <Button
              variant="default"
              onClick={() => {
                setFilters({ page: 0 });
                setSearch('');
              }}
            >
              Clear filters
            </Button>
          }
        >
          Try another class, {type === 'QNA' ? 'assignment' : 'assessment'}, time or status.
        </EmptyState>
      ) : (
        <Stack gap="sm" style={{ opacity: appeared.isPlaceholderData ? 0.6 : 1 }}>
          <Text size="sm" c="dimmed">
            {countLabel(data.totalElements)} {data.totalElements === 1 ? 'attempt' : 'attempts'}
          </Text>
          <StackedTable<AppearedRow>
            label={words.title}
            testId="appeared"
            rows={data.content}
            rowKey={(row) => row.attemptId}
            minWidth={760}
            columns={[
              {
                key: 'student',
                header: 'Student',
                title: true,
                cell: (row) => (
                  <Anchor component={Link} to={`${words.studentPath}${query({ userId: row.candidateId })}`}>
                    {row.name}
                  </Anchor>
                ),
              },
              { key: 'class', header: 'Class', cell: (row) => classLabel(row.studentClass, row.section) },
              {
                key: 'assignment',
                header: type === 'QNA' ? 'Assignment' : 'Assessment',
                cell: (row) => (
                  <Anchor component={Link} to={`/assessment-details/${row.assignmentCode}`}>
                    {row.assignmentTitle}
                  </Anchor>
                ),
              },
              {
                key: 'submitted',
                header: 'Submitted',
                cell: (row) => (row.submittedAt ? formatDateTime(row.submittedAt) : 'Not yet'),
              },
              { key: 'score', header: 'Score', align: 'right', cell: (row) => scoreLabel(row.score, row.maxScore) },
              {
                key: 'status',
                header: 'Status',
                cell: (row) => <ProgressBadge progress={row.progress} identityCheck={row.identityCheck} />,
              },
            ]}
          />
          {data.totalPages > 1 && (
            <Pagination
              total={data.totalPages}
              value={filters.page + 1}
              onChange={(value) => setFilters((current) => ({ ...current, page: value - 1 }))}
              aria-label="Pages of attempts"
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
