import { Button, Group, Modal, Stack, Text } from '@mantine/core';

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
  return (
    <Modal opened={confirmation !== null} onClose={onClose} title={confirmation?.label} centered>
      {confirmation && (
        <Stack gap="md">
          <Text>{confirmation.question}</Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            “{confirmation.subject}”
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              color={confirmation.color}
              onClick={() => {
                confirmation.onConfirm();
                onClose();
              }}
            >
              {confirmation.label}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
