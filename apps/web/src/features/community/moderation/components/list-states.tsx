import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { COMMUNITY_MESSAGES } from '@noticeboard/shared';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isApiError } from '../../../../lib/api-error';

/** Cards' shapes while a list loads, so the page does not jump. */
export function ListSkeleton({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <Stack gap="md" role="status" aria-label={`Loading ${label}`}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <Paper key={index} withBorder radius="md" p="md" aria-hidden>
          <Stack gap={8}>
            <Skeleton height={14} width="35%" />
            <Skeleton height={12} width="50%" />
            <Skeleton height={14} />
            <Skeleton height={14} width="80%" />
            <Skeleton height={32} width="60%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** What an empty list says, with an optional way on. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="flex-start">
        <Text c="dimmed">{message}</Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** Spec §8: the server's message when it gave one, else the fallback text. */
export function errorText(error: unknown, fallback: string = COMMUNITY_MESSAGES.fetchPostFailed): string {
  return isApiError(error) && error.data?.message ? error.data.message : fallback;
}

/** A failed load with a Retry button. */
export function FetchError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{errorText(error)}</Text>
        <Button size="xs" variant="white" color="red" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
          Retry
        </Button>
      </Group>
    </Alert>
  );
}

export { Pager } from '../../../../components/pager';
