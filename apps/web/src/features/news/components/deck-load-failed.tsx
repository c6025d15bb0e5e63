import { Alert, Button, Stack } from '@mantine/core';
import { NEWS_MESSAGES } from '@noticeboard/shared';
import { isApiError } from '../../../lib/api-error';

/** A failed deck fetch: the server's message (or the spec's text) and Retry. */
export function DeckLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = isApiError(error) && error.data ? error.message : NEWS_MESSAGES.fetchFailed;
  return (
    <Alert color="red" role="alert" title={message}>
      <Stack align="flex-start" gap="sm">
        <Button variant="light" color="red" onClick={onRetry}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
