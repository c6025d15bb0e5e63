import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCloudUpload, IconRefresh } from '@tabler/icons-react';
import type { SaveStatus } from './use-autosave';

const LINES: Record<Exclude<SaveStatus, 'conflict'>, { text: string; color: string; icon: typeof IconCheck }> = {
  saved: { text: 'Saved', color: 'teal.8', icon: IconCheck },
  pending: { text: 'Saving…', color: 'dimmed', icon: IconCloudUpload },
  saving: { text: 'Saving…', color: 'dimmed', icon: IconCloudUpload },
  retrying: { text: 'Not saved — retrying', color: 'orange.9', icon: IconRefresh },
  invalid: { text: 'Not saved — check the fields marked below', color: 'red.8', icon: IconAlertTriangle },
};

/**
 * Where the autosave stands, said in words (a polite live region): Saved, Saving…, Not saved — retrying. A save
 * refused because another tab saved first offers to reload the latest version.
 */
export function SaveStatusLine({ status, kind, onReload }: { status: SaveStatus; kind: string; onReload: () => void }) {
  if (status === 'conflict') {
    return (
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" py="xs">
        <Group justify="space-between" gap="sm">
          <Text size="sm">This {kind} was changed in another tab — reload to see the latest version.</Text>
          <Button size="xs" variant="white" color="orange" leftSection={<IconRefresh size={14} />} onClick={onReload}>
            Reload
          </Button>
        </Group>
      </Alert>
    );
  }
  const line = LINES[status];
  const Icon = line.icon;
  return (
    <Group gap={6} role="status" aria-live="polite" wrap="nowrap">
      <Icon size={16} aria-hidden />
      <Text size="sm" c={line.color}>
        {line.text}
      </Text>
    </Group>
  );
}
