import { Alert, Button, Group, Text } from '@mantine/core';
import { QUIZ_MESSAGES } from '@noticeboard/shared';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { isApiError } from '../../../lib/api-error';

/** Spec §8: the server's message when it gave one, else 'Failed to fetch post'. */
export function quizErrorText(error: unknown, fallback: string = QUIZ_MESSAGES.fetchFailed): string {
  return isApiError(error) && error.data?.message ? error.data.message : fallback;
}

/** A failed quiz load, with Retry when trying again can help. */
export function QuizFetchError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{quizErrorText(error)}</Text>
        {onRetry && (
          <Button size="xs" variant="white" color="red" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
            Retry
          </Button>
        )}
      </Group>
    </Alert>
  );
}
