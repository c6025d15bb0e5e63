import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** The remove button of an announcement row (settings and the bulletin editor), named by its place in the list. */
export function RemoveAnnouncementButton({ index, onRemove }: { index: number; onRemove: () => void }) {
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      size="lg"
      aria-label={`Remove announcement ${index + 1}`}
      onClick={onRemove}
    >
      <IconTrash size={16} aria-hidden />
    </ActionIcon>
  );
}
