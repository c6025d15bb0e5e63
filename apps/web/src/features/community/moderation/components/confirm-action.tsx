import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRef } from 'react';

export interface PendingConfirmation {
  /** The dialog's title and its confirm button's label, e.g. "Approve". */
  label: string;
  /** The question of spec §8, e.g. "Approve and publish this post?". */
  question: string;
  /** Which post, in a few words. */
  subject: string;
  color: string;
  onConfirm: () => void;
}

/** One confirmation dialog for every moderation action; closed when `confirmation` is null. */
export function ConfirmAction({
  confirmation,
  onClose,
}: {
  confirmation: PendingConfirmation | null;
  onClose: () => void;
}) {
  // Keep showing the last question while the dialog fades out.
  const last = useRef<PendingConfirmation | null>(null);
  if (confirmation) last.current = confirmation;
  const shown = confirmation ?? last.current;
  return (
    <Modal opened={confirmation !== null} onClose={onClose} title={shown?.label} centered>
      {shown && (
        <Stack gap="md">
          <Text>{shown.question}</Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            “{shown.subject}”
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              color={shown.color}
              onClick={() => {
                shown.onConfirm();
                onClose();
              }}
            >
              {shown.label}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
