import { Badge, Button, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  ASSIGNMENT_TYPE_LABELS,
  type AssignmentType,
  formatDateTime,
  STUDENT_ASSIGNMENT_STATUS_LABELS,
  type StudentAssignmentItem,
  type StudentAssignmentStatus,
} from '@noticeboard/shared';
import { IconClipboardList } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/empty-state';
import { FetchError } from '../../../../components/fetch-error';
import { attemptPagePath, resultPagePath } from '../api/keys';
import { useStudentAssignments } from '../api/student-assignments';

type Filter = 'ALL' | AssignmentType;

const STATUS_COLORS: Record<StudentAssignmentStatus, string> = {
  UPCOMING: 'gray',
  TO_DO: 'blue',
  IN_PROGRESS: 'orange',
  SUBMITTED: 'teal',
  RESULT_OUT: 'green',
  MISSED: 'red',
};

/** The student's assignments (`/assessment`), what is due first first, each with its status and next step. */
export function StudentAssignmentList() {
  const [filter, setFilter] = useState<Filter>('ALL');
  const list = useStudentAssignments(filter === 'ALL' ? undefined : filter);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            Assessments
          </Title>
          <Text size="sm" c="dimmed">
            What your teachers have set for your class, what is due first at the top.
          </Text>
        </div>
        <SegmentedControl
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          aria-label="Show"
          data={[
            { value: 'ALL', label: 'All' },
            { value: 'ASSESSMENT', label: 'Assessments' },
            { value: 'QNA', label: 'Q&A' },
          ]}
        />
      </Group>
      {list.isPending && (
        <Stack gap="sm" aria-busy="true" aria-label="Loading your assessments">
          <Skeleton h={110} radius="md" />
          <Skeleton h={110} radius="md" />
        </Stack>
      )}
      {list.isError && (
        <FetchError
          error={list.error}
          fallback="Could not load your assessments."
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data && list.data.items.length === 0 && (
        <EmptyState icon={<IconClipboardList size={28} />} title="Nothing set yet">
          When a teacher sets an assessment or a Q&A assignment for your class, it appears here with the time it is due.
        </EmptyState>
      )}
      {list.data && list.data.items.length > 0 && (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.data.items.map((item) => (
            <li key={item.id}>
              <AssignmentCard item={item} now={Date.parse(list.data.serverNow)} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function whenOf(item: StudentAssignmentItem, now: number): string {
  switch (item.status) {
    case 'UPCOMING':
      return `Opens ${formatDateTime(item.opensAt)}`;
    case 'TO_DO':
      return `Due ${formatDateTime(item.dueAt)}`;
    case 'IN_PROGRESS':
      return `Hand in by ${formatDateTime(item.dueAt)}`;
    default:
      return `${Date.parse(item.closesAt) <= now ? 'Closed' : 'Closes'} ${formatDateTime(item.closesAt)}`;
  }
}

function NextStep({ item }: { item: StudentAssignmentItem }) {
  if (item.status === 'TO_DO' || item.status === 'IN_PROGRESS') {
    return (
      <Button
        component={Link}
        to={attemptPagePath(item.customUrl)}
        variant={item.status === 'TO_DO' ? 'filled' : 'light'}
      >
        {item.status === 'TO_DO' ? 'Start' : 'Continue'}
      </Button>
    );
  }
  if (item.status === 'UPCOMING') {
    return (
      <Button component={Link} to={attemptPagePath(item.customUrl)} variant="default">
        See details
      </Button>
    );
  }
  return (
    <Button component={Link} to={resultPagePath(item.code)} variant="default">
      {item.status === 'RESULT_OUT' ? 'See result' : 'See details'}
    </Button>
  );
}

function AssignmentCard({ item, now }: { item: StudentAssignmentItem; now: number }) {
  const facts = [
    `${item.questionCount} ${item.questionCount === 1 ? 'question' : 'questions'}`,
    `${item.totalMarks} marks`,
    item.timeLimitMinutes ? `${item.timeLimitMinutes} min` : null,
    item.faceCheckRequired ? 'Face check' : null,
  ].filter(Boolean);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={item.title}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap={6}>
            <Badge color={STATUS_COLORS[item.status]} variant="light" data-testid="assignment-status">
              {STUDENT_ASSIGNMENT_STATUS_LABELS[item.status]}
            </Badge>
            <Badge variant="outline" color="gray">
              {ASSIGNMENT_TYPE_LABELS[item.type]}
            </Badge>
            {item.subjectName && (
              <Text size="xs" c="dimmed">
                {item.subjectName}
              </Text>
            )}
          </Group>
          <Title order={2} size="h5" lineClamp={2}>
            {item.title}
          </Title>
          <Text size="sm" fw={500}>
            {whenOf(item, now)}
          </Text>
          <Text size="xs" c="dimmed">
            {facts.join(' · ')}
            {item.status === 'RESULT_OUT' && item.score !== null ? ` · Score ${item.score} / ${item.maxScore}` : ''}
          </Text>
        </Stack>
        <NextStep item={item} />
      </Group>
    </Paper>
  );
}
