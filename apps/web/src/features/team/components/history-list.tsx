import { Alert, Center, Group, Loader, Pagination, Stack, Text, Timeline } from '@mantine/core';
import { formatDateTime } from '@noticeboard/shared';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-error';
import { type HistoryKind, useHistory } from '../api/history';

/** A paged timeline of history events, newest first: what changed, who did it and when. */
export function HistoryList({ kind }: { kind: HistoryKind }) {
  const [page, setPage] = useState(0);
  const history = useHistory(kind, page);
  const data = history.data;

  if (history.isPending) {
    return (
      <Center py="xl" role="status" aria-label="Loading history">
        <Loader />
      </Center>
    );
  }
  if (history.isError) return <Alert color="red">{messageOf(history.error)}</Alert>;
  if (!data || data.content.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        Nothing has changed yet.
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      <Timeline
        bulletSize={14}
        lineWidth={2}
        aria-label="History"
        component="ol"
        style={{ listStyle: 'none', margin: 0 }}
      >
        {data.content.map((event) => (
          <Timeline.Item key={event.id} title={event.summary} component="li">
            <Text size="sm" c="dimmed">
              {event.actorName ?? 'Someone'} · <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {data.totalElements} changes
        </Text>
        {data.totalPages > 1 && (
          <Pagination
            total={data.totalPages}
            value={page + 1}
            onChange={(next) => setPage(next - 1)}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        )}
      </Group>
    </Stack>
  );
}
