import { ActionIcon, Alert, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ASSESSMENT_AUTHORING_MESSAGES, type StaffAssignment, type StaffQuestion } from '@noticeboard/shared';
import { IconArrowDown, IconArrowUp, IconBooks, IconLock, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { isApiError, messageOf } from '../../../../lib/api-error';
import { type QuestionChange, useQuestionChange } from '../api/questions';
import { marksOf } from './authoring-format';
import { QuestionForm } from './question-form';

const BankPickerDrawer = lazy(() => import('./bank-picker-drawer'));

function QuestionView({ question }: { question: StaffQuestion }) {
  return (
    <Stack gap={6}>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{question.prompt}</Text>
      {question.options && (
        <List size="sm" spacing={2} listStyleType="upper-alpha" withPadding>
          {question.options.map((option, at) => (
            // Options are distinct (the server refuses repeats), so each names its own item.
            <List.Item key={option}>
              <Text span size="sm" fw={at === question.answerIndex ? 700 : 400}>
                {option}
              </Text>
              {at === question.answerIndex && (
                <Badge ml={6} size="sm" color="teal" variant="light" style={{ textTransform: 'none' }}>
                  Answer
                </Badge>
              )}
            </List.Item>
          ))}
        </List>
      )}
      {question.rubric.length > 0 && (
        <List size="sm" spacing={2} withPadding aria-label="Rubric">
          {question.rubric.map((line) => (
            <List.Item key={line.criterion}>
              {line.criterion} — {line.marks} {line.marks === 1 ? 'mark' : 'marks'}
            </List.Item>
          ))}
        </List>
      )}
      {question.kind === 'WRITTEN' && question.allowFile && (
        <Text size="xs" c="dimmed">
          A file may be attached.
        </Text>
      )}
    </Stack>
  );
}

/**
 * The questions in order, with their answers (staff only): write one, take some from the bank, edit, move up or
 * down, remove. Frozen once a student has started (the server says so too).
 */
export function QuestionsCard({ assignment, editable }: { assignment: StaffAssignment; editable: boolean }) {
  const change = useQuestionChange(assignment.code);
  const [editing, setEditing] = useState<StaffQuestion | 'new' | null>(null);
  const [bankOpen, setBankOpen] = useState(false);
  const [formErrors, setFormErrors] = useState<Partial<Record<string, string>>>({});
  const { questions } = assignment;
  const locked = assignment.questionsLocked;
  const canChange = editable && !locked;

  const send = (next: QuestionChange, done?: () => void) =>
    change.mutate(next, {
      onSuccess: () => {
        setFormErrors({});
        done?.();
      },
      onError: (error) => {
        if (isApiError(error) && error.details.length) {
          setFormErrors(Object.fromEntries(error.details.map((issue) => [issue.field, issue.message])));
        }
        notifications.show({ color: 'red', message: messageOf(error) });
      },
    });
  const move = (at: number, by: -1 | 1) => {
    const ids = questions.map((question) => question.id);
    const [moved] = ids.splice(at, 1);
    ids.splice(at + by, 0, moved as string);
    send({ action: 'order', questionIds: ids });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="questions-heading">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="questions-heading">
            Questions
          </Title>
          <Text size="sm" c="dimmed">
            {questions.length} {questions.length === 1 ? 'question' : 'questions'} · {marksOf(assignment.totalMarks)}
          </Text>
        </Group>
        {locked && (
          <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
            {ASSESSMENT_AUTHORING_MESSAGES.questionsFrozen}.
          </Alert>
        )}
        {questions.length === 0 && editing === null && (
          <Text c="dimmed" size="sm">
            No questions yet. Write your own, or take them from your school’s question bank.
          </Text>
        )}
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {questions.map((question, at) =>
            editing !== 'new' && editing?.id === question.id ? (
              <li key={question.id}>
                <QuestionForm
                  type={assignment.type}
                  question={question}
                  pending={change.isPending}
                  serverErrors={formErrors}
                  onCancel={() => setEditing(null)}
                  onSubmit={(input) =>
                    send({ action: 'edit', questionId: question.id, question: input }, () => setEditing(null))
                  }
                />
              </li>
            ) : (
              <Paper key={question.id} component="li" withBorder radius="sm" p="sm">
                <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                  <Group gap={6} wrap="wrap">
                    <Text fw={600}>Question {question.position}</Text>
                    <Badge variant="light" color="gray" style={{ textTransform: 'none' }}>
                      {question.kind === 'MCQ' ? 'Multiple choice' : 'Written'}
                    </Badge>
                    <Badge variant="light" color="blue" style={{ textTransform: 'none' }}>
                      {question.marks} {question.marks === 1 ? 'mark' : 'marks'}
                    </Badge>
                    {question.bankQuestionId && (
                      <Badge variant="outline" color="gray" style={{ textTransform: 'none' }}>
                        From the bank
                      </Badge>
                    )}
                  </Group>
                  {canChange && (
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        aria-label={`Move question ${question.position} up`}
                        disabled={at === 0 || change.isPending}
                        onClick={() => move(at, -1)}
                      >
                        <IconArrowUp size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        aria-label={`Move question ${question.position} down`}
                        disabled={at === questions.length - 1 || change.isPending}
                        onClick={() => move(at, 1)}
                      >
                        <IconArrowDown size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        aria-label={`Edit question ${question.position}`}
                        onClick={() => setEditing(question)}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={`Remove question ${question.position}`}
                        disabled={change.isPending}
                        onClick={() => send({ action: 'remove', questionId: question.id })}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  )}
                </Group>
                <QuestionView question={question} />
              </Paper>
            ),
          )}
        </Stack>
        {editing === 'new' && (
          <QuestionForm
            type={assignment.type}
            question={null}
            pending={change.isPending}
            serverErrors={formErrors}
            onCancel={() => setEditing(null)}
            onSubmit={(input) => send({ action: 'add', question: input }, () => setEditing(null))}
          />
        )}
        {canChange && editing === null && (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing('new')}
            >
              Write a question
            </Button>
            <Button
              variant="default"
              leftSection={<IconBooks size={16} aria-hidden />}
              onClick={() => setBankOpen(true)}
            >
              Add from question bank
            </Button>
          </Group>
        )}
      </Stack>
      {bankOpen && (
        <Suspense fallback={null}>
          <BankPickerDrawer assignment={assignment} opened={bankOpen} onClose={() => setBankOpen(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
