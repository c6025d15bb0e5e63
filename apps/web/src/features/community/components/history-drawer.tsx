import { Code, Drawer, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { usePostHistory } from '../api/post';
import { fullDateOf } from './community-format';
import { FetchError } from './fetch-error';

/** A post's history (spec §4): who did what and when, with what changed. */
export function HistoryDrawer({ postId, opened, onClose }: { postId: string; opened: boolean; onClose: () => void }) {
  const history = usePostHistory(postId, opened);
  return (
    <Drawer opened={opened} onClose={onClose} title="Post history" position="right" size="md">
      {history.isPending ? (
        <Stack gap="xs" role="status" aria-label="Loading history">
          <Skeleton height={60} />
          <Skeleton height={60} />
        </Stack>
      ) : history.isError ? (
        <FetchError
          error={history.error}
          fallback="Failed to fetch the history"
          onRetry={() => void history.refetch()}
        />
      ) : history.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing has happened to this post yet.
        </Text>
      ) : (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {history.data.map((entry) => (
            <Paper key={entry.id} component="li" withBorder radius="sm" p="xs">
              <Text size="sm" fw={600}>
                {entry.summary || entry.action}
              </Text>
              <Text size="xs" c="dimmed">
                {entry.actorName} · <time dateTime={entry.at}>{fullDateOf(entry.at)}</time>
              </Text>
              {(entry.before || entry.after) && (
                <Stack gap={2} mt={4}>
                  {entry.before && (
                    <Text size="xs">
                      Before: <Code>{JSON.stringify(entry.before)}</Code>
                    </Text>
                  )}
                  {entry.after && (
                    <Text size="xs">
                      After: <Code>{JSON.stringify(entry.after)}</Code>
                    </Text>
                  )}
                </Stack>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
