import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { isApiError } from '../../../lib/api-error';

/** A failed load: the server's message when it gave one (spec §8), else the fallback, with Retry. */
export function FetchError({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  const text = isApiError(error) && error.data?.message ? error.data.message : fallback;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{text}</Text>
        <Button size="xs" variant="white" color="red" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
          Retry
        </Button>
      </Group>
    </Alert>
  );
}
