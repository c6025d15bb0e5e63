import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type facultyQuizSchema, formatDate, STUDENT_CLASS_INFO } from '@noticeboard/shared';
import { IconChartBar, IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { messageOf } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/use-session';
import { useCloseFacultyQuiz, useFacultyQuizzes } from '../api/faculty';
import { CreateQuizForm } from './create-quiz-form';
import { QuizFetchError } from './quiz-fetch-error';

type FacultyQuiz = z.infer<typeof facultyQuizSchema>;

/** Staff on /quiz: the school's own quizzes with their results, and a form to create one. */
export function FacultySection() {
  const user = useSessionUser();
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const list = useFacultyQuizzes(user, page);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2} fz="h3">
          Your school’s quizzes
        </Title>
        {!creating && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            Create a quiz
          </Button>
        )}
      </Group>
      {creating && (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Group justify="space-between" mb="sm">
            <Title order={3} fz="h4">
              Create a quiz
            </Title>
            <Button variant="subtle" size="xs" onClick={() => setCreating(false)}>
              Cancel
            </Button>
          </Group>
          <CreateQuizForm onCreated={() => setCreating(false)} />
        </Paper>
      )}
      {list.isError ? (
        <QuizFetchError error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Stack gap="sm">
          <Skeleton h={88} radius="lg" />
          <Skeleton h={88} radius="lg" />
        </Stack>
      ) : list.data.content.length === 0 ? (
        <Text c="dimmed" size="sm">
          No quizzes yet. Create one from your question bank for a class.
        </Text>
      ) : (
        <Stack gap="sm">
          {list.data.content.map((quiz) => (
            <FacultyQuizRow key={quiz.id} quiz={quiz} />
          ))}
          {list.data.totalPages > 1 && (
            <Group justify="space-between">
              <Button size="xs" variant="default" disabled={page === 0} onClick={() => setPage(page - 1)}>
                Newer
              </Button>
              <Button size="xs" variant="default" disabled={list.data.last} onClick={() => setPage(page + 1)}>
                Older
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function FacultyQuizRow({ quiz }: { quiz: FacultyQuiz }) {
  const user = useSessionUser();
  const close = useCloseFacultyQuiz(user);
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper withBorder radius="lg" p="md" data-testid="faculty-quiz">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} lineClamp={2}>
              {quiz.title}
            </Text>
            <Text size="sm" c="dimmed">
              {quiz.studentClass ? STUDENT_CLASS_INFO[quiz.studentClass].label : 'All classes'} ·{' '}
              {formatDate(quiz.opensOn)} to {formatDate(quiz.closesOn)} · {quiz.questionCount} questions
            </Text>
          </div>
          <Badge variant="light" color="grape" style={{ flexShrink: 0 }}>
            {quiz.playedCount} played
          </Badge>
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={`/result/${encodeURIComponent(quiz.customUrl)}`}
            leftSection={<IconChartBar size={14} />}
          >
            Results
          </Button>
          {quiz.canClose &&
            (confirming ? (
              <>
                <Button
                  size="xs"
                  color="red"
                  loading={close.isPending}
                  onClick={() => close.mutate(quiz.id, { onSettled: () => setConfirming(false) })}
                >
                  Close it now
                </Button>
                <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                  Keep open
                </Button>
              </>
            ) : (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconX size={14} />}
                onClick={() => setConfirming(true)}
              >
                Close quiz
              </Button>
            ))}
        </Group>
        {close.isError && (
          <Alert color="red" variant="light" p="xs">
            {messageOf(close.error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
