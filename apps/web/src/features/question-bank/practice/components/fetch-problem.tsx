import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { isApiError } from '../../../../lib/api-error';

/** Spec §8: the server's message when it gave one, else the fallback text. */
export function problemText(error: unknown, fallback: string): string {
  return isApiError(error) && error.data?.message ? error.data.message : fallback;
}

/** A failed load, said plainly, with a big Try again button (slow or patchy networks are common). */
export function FetchProblem({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{problemText(error, fallback)}</Text>
        <Button variant="white" color="red" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
