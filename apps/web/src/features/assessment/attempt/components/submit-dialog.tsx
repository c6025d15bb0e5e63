import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { messageOf } from '../../../../lib/api-error';

interface SubmitDialogProps {
  opened: boolean;
  /** Numbers of the questions without an answer. */
  unanswered: number[];
  total: number;
  submitting: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: () => void;
}

/** Confirms the hand-in, naming the questions still without an answer; a failed try keeps every answer. */
export function SubmitDialog({ opened, unanswered, total, submitting, error, onClose, onConfirm }: SubmitDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={submitting ? () => undefined : onClose}
      title="Hand in your answers?"
      centered
      withCloseButton={!submitting}
    >
      <Stack gap="md">
        <Text data-testid="submit-unanswered">{unansweredText(unanswered, total)}</Text>
        <Text size="sm" c="dimmed">
          You cannot change your answers after handing in.
        </Text>
        {error != null && (
          <Alert color="red" variant="light" role="alert">
            {messageOf(error)} Your answers are kept; try again.
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            Keep working
          </Button>
          <Button onClick={onConfirm} loading={submitting} disabled={submitting} data-testid="submit-confirm">
            {error != null ? 'Try again' : 'Hand in'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** "Question 2 has no answer yet." / "3 of 10 questions have no answer yet: 2, 5 and 7." */
export function unansweredText(unanswered: number[], total: number): string {
  if (unanswered.length === 0) return 'Every question has an answer.';
  if (unanswered.length === 1) return `Question ${unanswered[0]} has no answer yet.`;
  const list = `${unanswered.slice(0, -1).join(', ')} and ${unanswered.at(-1)}`;
  return `${unanswered.length} of ${total} questions have no answer yet: ${list}.`;
}
