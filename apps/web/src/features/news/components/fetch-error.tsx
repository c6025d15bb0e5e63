import { Alert, Button, Group, Text } from '@mantine/core';
import { NEWS_MESSAGES } from '@noticeboard/shared';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { isApiError } from '../../../lib/api-error';

/** Spec §8: the server's message when it gave one, else the fallback text. */
export function fetchErrorText(error: unknown, fallback: string = NEWS_MESSAGES.fetchFailed): string {
  return isApiError(error) && error.data?.message ? error.data.message : fallback;
}

interface FetchErrorProps {
  error: unknown;
  fallback?: string;
  onRetry: () => void;
}

/** A failed load with a Retry button. */
export function FetchError({ error, fallback, onRetry }: FetchErrorProps) {
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
