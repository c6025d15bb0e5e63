import { Anchor, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ASSIGNMENT_TYPE_LABELS, formatDateTime, STUDENT_ASSIGNMENT_STATUS_LABELS } from '@noticeboard/shared';
import { Link, useParams } from 'react-router';
import { FetchError } from '../../../../components/fetch-error';
import { attemptPagePath } from '../api/keys';
import { useAttemptResult } from '../api/result';
import { AttemptResultView } from '../components/attempt-result';

/**
 * A student's own view of one assignment (`/assessment-details/:assignmentCode` for students; also reached by
 * `:customUrl`): its rules in brief and their result with the review when released, or when it will be.
 */
export default function StudentAssignmentPage() {
  const { assignmentCode, customUrl } = useParams();
  const ref = customUrl ? { customUrl } : { assignmentCode: assignmentCode ?? '' };
  const result = useAttemptResult(ref);
  if (result.isPending) {
    return <Skeleton h={240} radius="lg" maw={760} mx="auto" w="100%" aria-label="Loading your result" />;
  }
  if (result.isError) {
    return (
      <Stack maw={760} mx="auto" w="100%">
        <FetchError
          error={result.error}
          fallback="Could not load this assignment."
          onRetry={() => void result.refetch()}
        />
        <Anchor component={Link} to="/assessment">
          Back to your assessments
        </Anchor>
      </Stack>
    );
  }
  const { assignment } = result.data;
  const canAttempt = assignment.status === 'TO_DO' || assignment.status === 'IN_PROGRESS';
  return (
    <Stack gap="md" maw={760} mx="auto" w="100%">
      <Anchor component={Link} to="/assessment" size="sm">
        ← Your assessments
      </Anchor>
      <div>
        <Group gap="xs" mb={4}>
          <Badge variant="light">{ASSIGNMENT_TYPE_LABELS[assignment.type]}</Badge>
          <Badge variant="light" color="gray">
            {STUDENT_ASSIGNMENT_STATUS_LABELS[assignment.status]}
          </Badge>
        </Group>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {assignment.title}
        </Title>
        <Text size="sm" c="dimmed">
          {assignment.subjectName ? `${assignment.subjectName} · ` : ''}
          {assignment.questionCount} questions · {assignment.totalMarks} marks ·{' '}
          {Date.parse(assignment.closesAt) <= Date.parse(result.data.serverNow) ? 'closed' : 'closes'}{' '}
          {formatDateTime(assignment.closesAt)}
        </Text>
      </div>
      {canAttempt ? (
        <Anchor component={Link} to={attemptPagePath(assignment.customUrl)} fw={600}>
          {assignment.status === 'IN_PROGRESS' ? 'Continue your attempt' : 'Open it to start'}
        </Anchor>
      ) : (
        <AttemptResultView result={result.data} />
      )}
    </Stack>
  );
}
