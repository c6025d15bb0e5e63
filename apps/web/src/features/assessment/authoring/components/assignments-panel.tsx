import { Box, Button, Group, Pagination, Select, Skeleton, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  ASSIGNMENT_STATUS_LABELS,
  ASSIGNMENT_STATUSES,
  ASSIGNMENT_TYPE_LABELS,
  type AssignmentStatus,
  type AssignmentSummary,
  type AssignmentType,
  formatDateTime,
  STUDENT_CLASS_INFO,
  STUDENT_CLASSES,
  type StudentClass,
} from '@noticeboard/shared';
import { IconClipboardList, IconCopy, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CountedLabel } from '../../../../components/counted-label';
import { EmptyState } from '../../../../components/empty-state';
import { FetchError } from '../../../../components/fetch-error';
import { type StackedColumn, StackedTable } from '../../../../components/stacked-table';
import { messageOf } from '../../../../lib/api-error';
import { useAssignments } from '../api/assignments';
import { useCopyAssignment } from '../api/copy-assignment';
import { useAssignmentCounts } from '../api/counts';
import { useCreateAssignment } from '../api/create-assignment';
import { assignmentPagePath } from '../api/keys';
import { marksOf, targetsLabel } from './authoring-format';
import { StatusBadge } from './status-badge';

type Tab = 'ALL' | AssignmentStatus;
const TABS: Tab[] = ['ALL', ...ASSIGNMENT_STATUSES];
const tabLabel = (tab: Tab) => (tab === 'ALL' ? 'All' : ASSIGNMENT_STATUS_LABELS[tab]);

/** "assessment" / "Q&A assignment", and their plurals. */
const kindOf = (type: AssignmentType) => ASSIGNMENT_TYPE_LABELS[type].toLowerCase().replace('q&a', 'Q&A');
const pluralOf = (type: AssignmentType) => `${kindOf(type)}s`;

function CopyButton({ row }: { row: AssignmentSummary }) {
  const copy = useCopyAssignment();
  const navigate = useNavigate();
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconCopy size={14} aria-hidden />}
      loading={copy.isPending}
      aria-label={`Copy “${row.title}”`}
      onClick={() =>
        copy.mutate(row.code, {
          onSuccess: (created) => {
            notifications.show({ color: 'teal', message: `Copied as “${created.title}”, a new draft.` });
            navigate(assignmentPagePath(created.code));
          },
          onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
        })
      }
    >
      Copy
    </Button>
  );
}

const when = (value: string | null) => (value ? formatDateTime(value) : '—');

const COLUMNS: StackedColumn<AssignmentSummary>[] = [
  {
    key: 'title',
    header: 'Title',
    title: true,
    cell: (row) => (
      <Text component={Link} to={assignmentPagePath(row.code)} fw={600} c="blue.8" td="underline">
        {row.title}
      </Text>
    ),
  },
  {
    key: 'questions',
    header: 'Questions',
    subtitle: true,
    cell: (row) =>
      `${row.questionCount} ${row.questionCount === 1 ? 'question' : 'questions'} · ${marksOf(row.totalMarks)}${
        row.occurrence > 1 ? ` · occurrence ${row.occurrence}` : ''
      }`,
  },
  { key: 'classes', header: 'Classes', cell: (row) => targetsLabel(row.targets) },
  { key: 'opens', header: 'Opens', cell: (row) => when(row.opensAt) },
  { key: 'closes', header: 'Closes', cell: (row) => when(row.closesAt) },
  { key: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  {
    key: 'attempts',
    header: 'Attempts',
    align: 'right',
    cell: (row) =>
      row.status === 'DRAFT'
        ? '—'
        : row.attempts.started === 0
          ? 'Not started'
          : `${row.attempts.submitted} of ${row.attempts.started} handed in`,
  },
  { key: 'actions', header: 'Actions', cell: (row) => <CopyButton row={row} /> },
];

/**
 * The school's assignments of one kind (`/assessment/{assignmentType}`, and the question bank's home for faculty and
 * admins): tabs by status with their counts, search by title, a class filter, and each assignment's classes, times,
 * status and attempts (a table, cards on a phone). `canCreate` shows "New assessment" / "New Q&A assignment".
 */
export function AssignmentsPanel({ type, canCreate }: { type: AssignmentType; canCreate: boolean }) {
  const [tab, setTab] = useState<Tab>('ALL');
  const [search, setSearch] = useState('');
  const [studentClass, setStudentClass] = useState<StudentClass | null>(null);
  const [page, setPage] = useState(0);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const filters = { type, search: debounced || undefined, studentClass: studentClass ?? undefined };
  const counts = useAssignmentCounts(filters);
  const list = useAssignments({ ...filters, status: tab === 'ALL' ? undefined : tab, page });
  const create = useCreateAssignment();
  const navigate = useNavigate();
  const filtered = Boolean(filters.search || filters.studentClass);
  const newLabel = `New ${kindOf(type)}`;

  const newButton = canCreate && (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      loading={create.isPending}
      onClick={() =>
        create.mutate(
          { type },
          {
            onSuccess: (draft) => navigate(assignmentPagePath(draft.code)),
            onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
          },
        )
      }
    >
      {newLabel}
    </Button>
  );

  // A school with nothing of this kind yet: what the place is for and the first step.
  if (counts.data && counts.data.ALL === 0 && !filtered) {
    return (
      <EmptyState icon={<IconClipboardList size={28} />} title={`No ${pluralOf(type)} yet`} actions={newButton}>
        {type === 'ASSESSMENT'
          ? 'Set a timed multiple-choice test for a class: pick questions from your question bank or write your own, choose when it opens and closes, and the marks are worked out for you.'
          : 'Set written questions for a class to answer in their own words, with a file if you allow it, and mark them with a rubric when they hand in.'}
        {!canCreate && ' Teachers and admins of your school create them.'}
      </EmptyState>
    );
  }

  const resetPage = () => setPage(0);
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search by title"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            resetPage();
          }}
          style={{ flex: '1 1 220px' }}
          maw={{ sm: 320 }}
        />
        <Select
          label="Class"
          placeholder="All classes"
          clearable
          data={STUDENT_CLASSES.map((value) => ({ value, label: STUDENT_CLASS_INFO[value].label }))}
          value={studentClass}
          onChange={(value) => {
            setStudentClass(value as StudentClass | null);
            resetPage();
          }}
          style={{ flex: '1 1 160px' }}
          maw={{ sm: 200 }}
        />
        {newButton && <Box ml="auto">{newButton}</Box>}
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => {
          setTab((value as Tab | null) ?? 'ALL');
          resetPage();
        }}
        variant="pills"
      >
        <Tabs.List aria-label="Status">
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              <CountedLabel
                label={tabLabel(value)}
                count={counts.data?.[value]}
                noun={pluralOf(type)}
                one={kindOf(type)}
              />
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {list.isError ? (
        <FetchError
          error={list.error}
          fallback={`Failed to fetch ${pluralOf(type)}`}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <Stack gap="xs" aria-label={`Loading ${pluralOf(type)}`}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={48} radius="sm" />
          ))}
        </Stack>
      ) : list.data.content.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text c="dimmed">
            {filtered
              ? `No ${pluralOf(type)} match these filters.`
              : `No ${tab === 'ALL' ? '' : `${tabLabel(tab).toLowerCase()} `}${pluralOf(type)}.`}
          </Text>
          {filtered && (
            <Button
              variant="default"
              size="xs"
              onClick={() => {
                setSearch('');
                setStudentClass(null);
                resetPage();
              }}
            >
              Clear filters
            </Button>
          )}
        </Stack>
      ) : (
        <StackedTable
          rows={list.data.content}
          columns={COLUMNS}
          rowKey={(row) => row.code}
          label={`${tabLabel(tab)} ${pluralOf(type)}`}
          minWidth={860}
          onRowClick={(row) => navigate(assignmentPagePath(row.code))}
          testId="assignments"
        />
      )}
      {list.data && list.data.totalPages > 1 && (
        <Pagination
          total={list.data.totalPages}
          value={page + 1}
          onChange={(next) => setPage(next - 1)}
          aria-label="Pages"
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      )}
    </Stack>
  );
}
