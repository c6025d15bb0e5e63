import { Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import type { SaveState } from '../api/answer-saver';

/** Whether the current question's answer is stored on the server. */
export function SaveStateText({ state }: { state: SaveState | undefined }) {
  return (
    <Group gap={4} wrap="nowrap" aria-live="polite" mih={20} data-testid="save-state">
      {state === 'saving' && <Loader size={12} />}
      {state === 'saved' && <IconCheck size={14} color="var(--mantine-color-green-7)" aria-hidden />}
      {(state === 'retrying' || state === 'refused') && (
        <IconAlertCircle size={14} color="var(--mantine-color-orange-7)" aria-hidden />
      )}
      <Text size="xs" c="dimmed">
        {state === 'saving' && 'Saving…'}
        {state === 'saved' && 'Saved'}
        {state === 'retrying' && 'Offline, retrying…'}
        {state === 'refused' && 'Not saved; kept for submit'}
      </Text>
    </Group>
  );
}
