import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import {
  ASSIGNMENT_TYPE_LABELS,
  type AttemptAssignment,
  formatDateTime,
  type ResultRelease,
  STUDENT_ASSIGNMENT_STATUS_LABELS,
} from '@noticeboard/shared';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface AssignmentRulesProps {
  assignment: AttemptAssignment;
  /** The start button (or what stands for it: a face check, a closed notice). */
  action: ReactNode;
}

/** When the student sees their result, in their words. */
const RELEASE_TEXT: Record<ResultRelease, string> = {
  IMMEDIATELY: 'You see your score and the answers as soon as you hand in.',
  AFTER_CLOSE: 'You see your score and the answers after it closes.',
  AFTER_GRADING: 'You see your marks when your teacher has marked everyone’s answers.',
};

const minutes = (value: number) => `${value} ${value === 1 ? 'minute' : 'minutes'}`;

/** What the student needs to know before starting: the instructions and the rules the server keeps. */
export function AssignmentRules({ assignment, action }: AssignmentRulesProps) {
  const limit = assignment.timeLimitMinutes;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group gap="xs">
          <Badge variant="light">{ASSIGNMENT_TYPE_LABELS[assignment.type]}</Badge>
          {assignment.subjectName && (
            <Badge variant="outline" color="gray">
              {assignment.subjectName}
            </Badge>
          )}
          <Badge variant="light" color="gray">
            {STUDENT_ASSIGNMENT_STATUS_LABELS[assignment.status]}
          </Badge>
        </Group>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {assignment.title}
        </Title>
        {assignment.instructions && (
          <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="instructions">
            {assignment.instructions}
          </Text>
        )}
        <div>
          <Title order={2} size="h5" mb={6}>
            Before you start
          </Title>
          <List spacing={6} size="sm">
            <List.Item>
              {assignment.questionCount} {assignment.questionCount === 1 ? 'question' : 'questions'},{' '}
              {assignment.totalMarks} {assignment.totalMarks === 1 ? 'mark' : 'marks'} in all.
            </List.Item>
            <List.Item>
              {limit === null
                ? 'No time limit: finish before it closes.'
                : `You have ${minutes(limit)} once you start${
                    assignment.extraMinutes ? `, plus ${minutes(assignment.extraMinutes)} extra time for you` : ''
                  }. The clock keeps running if you close the page.`}
            </List.Item>
            <List.Item>Closes {formatDateTime(assignment.closesAt)}; answers saved by then count.</List.Item>
            <List.Item>
              Every answer is saved as you choose it. You can go back to any question before you hand in.
            </List.Item>
            <List.Item>{RELEASE_TEXT[assignment.resultRelease]}</List.Item>
            {assignment.faceCheckRequired && (
              <List.Item>A quick face check with your camera comes first, to confirm it is you.</List.Item>
            )}
          </List>
        </div>
        {action}
      </Stack>
    </Paper>
  );
}

/** The rules screen's start button. */
export function StartButton({ resume, loading, onStart }: { resume: boolean; loading: boolean; onStart: () => void }) {
  return (
    <Button
      size="lg"
      leftSection={<IconPlayerPlay size={18} aria-hidden />}
      loading={loading}
      onClick={onStart}
      style={{ alignSelf: 'flex-start' }}
    >
      {resume ? 'Continue' : 'Start'}
    </Button>
  );
}

export function NotOpenNotice({ assignment }: { assignment: AttemptAssignment }) {
  if (assignment.status === 'UPCOMING') {
    return (
      <Alert color="blue" variant="light">
        This opens {formatDateTime(assignment.opensAt)}. Come back then to start.
      </Alert>
    );
  }
  return (
    <Alert color="gray" variant="light">
      This closed {formatDateTime(assignment.closesAt)}.
    </Alert>
  );
}
