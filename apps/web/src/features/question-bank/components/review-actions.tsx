import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type BankQuestion, QUESTION_LIMITS } from '@noticeboard/shared';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { useReviewQuestion } from '../api/questions';

type Decision = 'APPROVED' | 'REJECTED';

/** Approve or Reject one question, each after a confirmation; a rejection needs a note for the author. */
export function ReviewActions({ question }: { question: BankQuestion }) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const review = useReviewQuestion();
  if (!question.canReview || question.status !== 'PENDING_REVIEW') return null;

  const close = () => {
    setDecision(null);
    setNote('');
    setNoteError(null);
    review.reset();
  };

  const confirm = () => {
    if (!decision) return;
    if (decision === 'REJECTED' && note.trim() === '') return setNoteError('Tell the author what to change');
    review.mutate(
      { questionId: question.id, decision, note: note.trim() },
      {
        onSuccess: () => {
          notifications.show({
            color: decision === 'APPROVED' ? 'teal' : 'red',
            message: decision === 'APPROVED' ? 'Question approved' : 'Question rejected',
          });
          close();
        },
      },
    );
  };

  const short = question.stem.length > 80 ? `${question.stem.slice(0, 80)}…` : question.stem;
  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <Button size="xs" color="teal" leftSection={<IconCheck size={14} />} onClick={() => setDecision('APPROVED')}>
          Approve
        </Button>
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconX size={14} />}
          onClick={() => setDecision('REJECTED')}
        >
          Reject
        </Button>
      </Group>
      <Modal
        opened={decision !== null}
        onClose={close}
        title={decision === 'APPROVED' ? 'Approve this question?' : 'Reject this question?'}
        centered
      >
        <Stack gap="md">
          <Text size="sm">“{short}”</Text>
          {decision === 'APPROVED' ? (
            <Text size="sm" c="dimmed">
              It becomes usable in practice, papers and quizzes.
            </Text>
          ) : (
            <Textarea
              label="Note for the author"
              withAsterisk
              data-autofocus
              autosize
              minRows={2}
              maxLength={QUESTION_LIMITS.reviewNoteMaxChars}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              error={noteError}
            />
          )}
          {review.isError && (
            <Alert color="red" variant="light" role="alert">
              {messageOf(review.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color={decision === 'APPROVED' ? 'teal' : 'red'} loading={review.isPending} onClick={confirm}>
              {decision === 'APPROVED' ? 'Approve' : 'Reject'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
