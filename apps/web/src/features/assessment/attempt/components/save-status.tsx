import { Group, Loader, Text } from '@mantine/core';
import { IconCheck, IconCloudOff, IconLock } from '@tabler/icons-react';
import type { QueueSnapshot } from '../api/save-queue';

/** Whether every answer is stored on the server: said in words (not only an icon or a colour), politely announced. */
export function SaveStatus({ snapshot }: { snapshot: QueueSnapshot }) {
  const { status } = snapshot;
  return (
    <Group gap={6} wrap="nowrap" aria-live="polite" role="status" mih={24} data-testid="save-status">
      {status === 'saving' && <Loader size={14} aria-hidden />}
      {status === 'saved' && <IconCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />}
      {status === 'offline' && <IconCloudOff size={16} color="var(--mantine-color-orange-8)" aria-hidden />}
      {status === 'closed' && <IconLock size={16} aria-hidden />}
      <Text size="sm" c={status === 'offline' ? 'orange.9' : 'dimmed'} fw={status === 'offline' ? 600 : 400}>
        {status === 'saving' && 'Saving…'}
        {status === 'saved' && 'Saved'}
        {status === 'offline' && 'Offline — your answers will be sent when you’re back'}
        {status === 'closed' && 'Answers closed'}
      </Text>
    </Group>
  );
}
