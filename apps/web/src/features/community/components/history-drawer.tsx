import { Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '@noticeboard/shared';
import { LazyDrawer } from '../../../components/lazy-overlays';
import { usePostHistory } from '../api/post';
import { FetchError } from './fetch-error';
import { historyChanges } from './history-changes';

/** A post's history (spec §4): who did what and when, with what changed. */
export function HistoryDrawer({ postId, opened, onClose }: { postId: string; opened: boolean; onClose: () => void }) {
  const history = usePostHistory(postId, opened);
  return (
    <LazyDrawer opened={opened} onClose={onClose} title="Post history" position="right" size="md">
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
                {entry.actorName} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </Text>
              <ChangeTable before={entry.before} after={entry.after} />
            </Paper>
          ))}
        </Stack>
      )}
    </LazyDrawer>
  );
}

type Values = Record<string, unknown> | null;

function ChangeTable({ before, after }: { before: Values; after: Values }) {
  const changes = historyChanges(before, after);
  if (changes.length === 0) return null;
  return (
    <Table mt={4} fz="xs" withRowBorders={false} verticalSpacing={2} horizontalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          <Table.Th>Before</Table.Th>
          <Table.Th>After</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.label}>
            <Table.Th scope="row">{change.label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{change.before}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{change.after}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
