import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { quizErrorText } from './quiz-fetch-error';

interface SubmitDialogProps {
  opened: boolean;
  answered: number;
  skipped: number;
  submitting: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: () => void;
}

/** Confirms the submission with the answered and skipped counts; a failed try keeps every answer. */
export function SubmitDialog({ opened, answered, skipped, submitting, error, onClose, onConfirm }: SubmitDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={submitting ? () => undefined : onClose}
      title="Submit your quiz?"
      centered
      withCloseButton={!submitting}
    >
      <Stack gap="md">
        <SimpleGrid cols={2}>
          <Count label="Answered" value={answered} testId="submit-answered" />
          <Count label="Skipped" value={skipped} testId="submit-skipped" />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {skipped ? 'Skipped questions count as not attempted.' : 'Every question has an answer.'} You cannot change
          answers after submitting.
        </Text>
        {error != null && (
          <Alert color="red" variant="light" role="alert">
            {quizErrorText(error, 'Could not submit. Your answers are kept; try again.')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            Keep playing
          </Button>
          <Button onClick={onConfirm} loading={submitting} disabled={submitting} data-testid="submit-confirm">
            {error != null ? 'Try again' : 'Submit'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Stack gap={0} align="center" p="sm" style={{ borderRadius: 12, background: 'var(--mantine-color-default-hover)' }}>
      <Text fz={28} fw={800} data-testid={testId}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
