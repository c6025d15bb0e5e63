import { Alert, Button, Group, Text } from '@mantine/core';
import { COMMUNITY_MESSAGES } from '@noticeboard/shared';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { isApiError } from '../../../lib/api-error';

/** Spec §8: the server's message when it gave one, else the fallback text. */
export function fetchErrorText(error: unknown, fallback: string = COMMUNITY_MESSAGES.fetchPostFailed): string {
  return isApiError(error) && error.data?.message ? error.data.message : fallback;
}

/** A failed load with a Retry button. */
export function FetchError({ error, fallback, onRetry }: { error: unknown; fallback?: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{fetchErrorText(error, fallback)}</Text>
        <Button size="xs" variant="white" color="red" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
          Retry
        </Button>
      </Group>
    </Alert>
  );
}
