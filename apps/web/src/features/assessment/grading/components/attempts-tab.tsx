import { Anchor, Button, Chip, Group, Pagination, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  ATTEMPT_PROGRESS_LABELS,
  ATTEMPT_PROGRESSES,
  type AttemptProgress,
  type AttemptRow,
  formatDateTime,
  IDENTITY_CHECK_LABELS,
  STUDENT_CLASS_INFO,
  STUDENT_CLASSES,
  type StudentClass,
} from '@noticeboard/shared';
import { useDeferredValue, useState } from 'react';
import { EmptyState } from '../../../../components/empty-state';
import { FetchError } from '../../../../components/fetch-error';
import { StackedTable } from '../../../../components/stacked-table';
import { useAttempts } from '../api/attempts';
import { classLabel, durationLabel, scoreLabel } from './grading-format';
import { ProgressBadge } from './progress-badge';

const CLASS_CHOICES = STUDENT_CLASSES.map((value) => ({ value, label: STUDENT_CLASS_INFO[value].label }));

export interface AttemptsTabProps {
  /** The assignment's code (`/assessment-details/{assignmentCode}`). */
  assignmentCode: string;
  /** Opens an attempt for grading (the Grading tab, by student). */
  onOpenAttempt?: (attemptId: string) => void;
}

/** Staff: every student the assignment is set for, where they are with it, their time, marks and identity check. */
export function AttemptsTab({ assignmentCode, onOpenAttempt }: AttemptsTabProps) {
  const [progress, setProgress] = useState<AttemptProgress | 'ALL'>('ALL');
  const [studentClass, setStudentClass] = useState<StudentClass | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const deferredSearch = useDeferredValue(search.trim());
  const attempts = useAttempts(assignmentCode, {
    progress: progress === 'ALL' ? undefined : progress,
    studentClass: studentClass ?? undefined,
    search: deferredSearch || undefined,
    page,
  });
  const data = attempts.data;
  const filtered = progress !== 'ALL' || studentClass !== null || deferredSearch !== '';
  const all = data ? Object.values(data.counts).reduce((sum, count) => sum + count, 0) : 0;

  if (attempts.isError && !data) {
    return (
      <FetchError
        error={attempts.error}
        fallback="Could not load the attempts"
        onRetry={() => void attempts.refetch()}
      />
    );
  }
  return (
    <Stack gap="md">
      <Chip.Group
        value={progress}
        onChange={(value) => {
          setProgress(value as AttemptProgress | 'ALL');
          setPage(0);
        }}
      >
        <Group gap="xs" role="group" aria-label="Show students">
          <Chip value="ALL">All {data ? all : ''}</Chip>
          {ATTEMPT_PROGRESSES.map((value) => (
            <Chip key={value} value={value}>
              {ATTEMPT_PROGRESS_LABELS[value]} {data ? data.counts[value] : ''}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search students"
          placeholder="Name"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(0);
          }}
          w={{ base: '100%', xs: 240 }}
        />
        <Select
          label="Class"
          placeholder="All classes"
          data={CLASS_CHOICES}
          value={studentClass}
          onChange={(value) => {
            setStudentClass(value as StudentClass | null);
            setPage(0);
          }}
          clearable
          w={{ base: '100%', xs: 180 }}
        />
      </Group>
      {!data ? (
        <Text c="dimmed">Loading attempts…</Text>
      ) : data.totalElements === 0 && !filtered ? (
        <EmptyState title="No students yet" order={3}>
          The students of the classes this {data.assignment.type === 'QNA' ? 'assignment' : 'assessment'} is set for
          appear here with their attempts once it is published.
        </EmptyState>
      ) : data.totalElements === 0 ? (
        <EmptyState
          title="No students match these filters"
          order={3}
          actions={
            <Button
              variant="default"
              onClick={() => {
                setProgress('ALL');
                setStudentClass(null);
                setSearch('');
              }}
            >
              Clear filters
            </Button>
          }
        >
          Try another status, class or name.
        </EmptyState>
      ) : (
        <Stack gap="sm" style={{ opacity: attempts.isPlaceholderData ? 0.6 : 1 }}>
          <StackedTable<AttemptRow>
            label="Attempts"
            testId="attempts"
            rows={data.content}
            rowKey={(row) => row.candidateId}
            minWidth={760}
            columns={[
              {
                key: 'name',
                header: 'Student',
                title: true,
                cell: (row) =>
                  row.attemptId && onOpenAttempt && row.progress !== 'IN_PROGRESS' ? (
                    <Anchor component="button" type="button" onClick={() => onOpenAttempt(row.attemptId as string)}>
                      {row.name}
                    </Anchor>
                  ) : (
                    row.name
                  ),
              },
              { key: 'class', header: 'Class', cell: (row) => classLabel(row.studentClass, row.section) },
              {
                key: 'progress',
                header: 'Status',
                cell: (row) => <ProgressBadge progress={row.progress} identityCheck={row.identityCheck} />,
              },
              {
                key: 'submitted',
                header: 'Submitted',
                cell: (row) =>
                  row.submittedAt
                    ? `${formatDateTime(row.submittedAt)}${row.submittedBy === 'TIMER' ? ' (time ran out)' : ''}`
                    : '—',
              },
              { key: 'time', header: 'Time taken', cell: (row) => durationLabel(row.timeTakenSeconds) },
              {
                key: 'score',
                header: 'Score',
                align: 'right',
                cell: (row) => (row.toGrade > 0 ? `${row.toGrade} to grade` : scoreLabel(row.score, row.maxScore)),
              },
              {
                key: 'identity',
                header: 'Identity check',
                cell: (row) => (row.identityCheck ? IDENTITY_CHECK_LABELS[row.identityCheck] : '—'),
              },
            ]}
          />
          {data.totalPages > 1 && (
            <Pagination
              total={data.totalPages}
              value={page + 1}
              onChange={(value) => setPage(value - 1)}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              aria-label="Pages of attempts"
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
