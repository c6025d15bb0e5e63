import { Alert, Center, Drawer, Loader, Stack, Table, Text, Timeline } from '@mantine/core';
import type { PostHistoryEntry } from '@noticeboard/shared';
import { formatDateTime } from '@noticeboard/shared';
import { usePostHistory } from '../api/post-history';
import { changesOf } from './history-changes';
import { errorText } from './list-states';

function Changes({ entry }: { entry: PostHistoryEntry }) {
  const changes = changesOf(entry.before, entry.after);
  if (changes.length === 0) return null;
  return (
    <Table fz="xs" withRowBorders={false} verticalSpacing={2} horizontalSpacing={6} mt={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Field</Table.Th>
          <Table.Th>Before</Table.Th>
          <Table.Th>After</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.field}>
            <Table.Td>{change.field}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{change.before}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{change.after}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function HistoryBody({ postId }: { postId: string }) {
  const history = usePostHistory(postId);
  if (history.isPending) {
    return (
      <Center py="xl" role="status" aria-label="Loading history">
        <Loader />
      </Center>
    );
  }
  if (history.isError) return <Alert color="red">{errorText(history.error)}</Alert>;
  if (history.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        Nobody has acted on this post yet.
      </Text>
    );
  }
  return (
    <Timeline bulletSize={14} lineWidth={2} aria-label="Post history" component="ol" style={{ listStyle: 'none' }}>
      {history.data.map((entry) => (
        <Timeline.Item key={entry.id} title={entry.summary} component="li">
          <Text size="sm" c="dimmed">
            {entry.actorName} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </Text>
          <Changes entry={entry} />
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** Who did what to a post and when, with the values before and after; opened from the moderation lists. */
export function PostHistoryDrawer({ postId, onClose }: { postId: string | null; onClose: () => void }) {
  return (
    <Drawer opened={postId !== null} onClose={onClose} title="Post history" position="right" size="md">
      <Stack gap="md">{postId && <HistoryBody postId={postId} />}</Stack>
    </Drawer>
  );
}
