import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { isApiError } from '../lib/api-error';

/** Spec §8: the server's message when it gave one, else the fallback text. */
export function fetchErrorText(error: unknown, fallback: string): string {
  return isApiError(error) && error.data?.message ? error.data.message : fallback;
}

/** A failed load, said plainly, with Retry when trying again can help (slow or patchy networks are common). */
export function FetchError({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry?: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{fetchErrorText(error, fallback)}</Text>
        {onRetry && (
          <Button size="xs" variant="white" color="red" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
            Retry
          </Button>
        )}
      </Group>
    </Alert>
  );
}
