import { Alert, Box, Button, Group, Skeleton, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Notification, NotificationKind } from '@noticeboard/shared/schemas/notification';
import {
  IconAlertTriangle,
  IconCake,
  IconCircleCheck,
  IconCircleX,
  IconClipboardCheck,
  IconClipboardList,
  IconFlag,
  IconMessageCircle,
  IconNotebook,
  IconTrash,
  IconTrophy,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { LazyDrawer } from '../../../components/lazy-overlays';
import { messageOf } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/use-session';
import { useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications';
import { useUnreadCount } from '../api/unread-count';
import { whenOf } from './notification-time';

const ICONS: Record<NotificationKind, typeof IconCircleCheck> = {
  POST_APPROVED: IconCircleCheck,
  POST_DECLINED: IconCircleX,
  POST_DELETED: IconTrash,
  POST_REMOVED: IconAlertTriangle,
  REPORT_REVIEWED: IconFlag,
  COMMENT: IconMessageCircle,
  QUIZ_RESULT: IconTrophy,
  ASSIGNMENT_SET: IconClipboardList,
  ASSIGNMENT_GRADED: IconClipboardCheck,
  ASSIGNMENT_REJECTED: IconCircleX,
  MAGAZINE_PIECE: IconNotebook,
  BIRTHDAY_WISH: IconCake,
};

interface PanelProps {
  opened: boolean;
  onClose: () => void;
}

/** The bell's drawer: the member's notifications, newest first; opening one marks it read. */
export default function NotificationPanel({ opened, onClose }: PanelProps) {
  return (
    <LazyDrawer opened={opened} onClose={onClose} position="right" size="md" title="Notifications">
      {opened && <NotificationList onNavigate={onClose} />}
    </LazyDrawer>
  );
}

function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const viewer = useSessionUser()?.id ?? 'anonymous';
  const list = useNotifications(viewer);
  const unread = useUnreadCount(viewer).data?.unread ?? 0;
  const markRead = useMarkRead(viewer);
  const markAll = useMarkAllRead(viewer);

  if (list.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading notifications">
        {[1, 2, 3].map((row) => (
          <Skeleton key={row} height={64} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <Alert color="red" title="Could not load your notifications">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{messageOf(list.error)}</Text>
          <Button size="xs" variant="light" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  const items = list.data.pages.flatMap((page) => page.content);
  if (items.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md">
        No notifications yet. We'll tell you here when your posts are reviewed, someone comments on them, or a quiz
        result is ready.
      </Text>
    );
  }
  const open = (item: Notification) => {
    if (!item.readAt) markRead.mutate(item.id);
    if (item.linkPath) onNavigate();
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed" role="status">
          {unread === 0 ? 'All caught up' : `${unread} unread`}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => markAll.mutate()}
          disabled={unread === 0}
          loading={markAll.isPending}
        >
          Mark all as read
        </Button>
      </Group>
      <Stack component="ul" gap={4} aria-label="Notifications" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => (
          <li key={item.id}>
            <NotificationItem item={item} onOpen={() => open(item)} />
          </li>
        ))}
      </Stack>
      {list.hasNextPage && (
        <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          Show older notifications
        </Button>
      )}
    </Stack>
  );
}

/** One notification: a link to what it is about (or a button that only marks it read when nothing is left to open). */
function NotificationItem({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const Icon = ICONS[item.kind];
  const unread = item.readAt === null;
  const content = (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Icon size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={unread ? 700 : 500}>
          {unread && <VisuallyHidden>Unread:</VisuallyHidden>} {item.title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {item.body}
        </Text>
        <Text size="xs" c="dimmed">
          <time dateTime={item.createdAt}>{whenOf(item.createdAt)}</time>
        </Text>
      </Stack>
      {unread && (
        <Box
          aria-hidden
          w={10}
          h={10}
          mt={6}
          style={{ borderRadius: '50%', background: 'var(--mantine-primary-color-filled)', flexShrink: 0 }}
        />
      )}
    </Group>
  );
  const style = {
    display: 'block',
    width: '100%',
    padding: 'var(--mantine-spacing-sm)',
    borderRadius: 'var(--mantine-radius-sm)',
    background: unread ? 'var(--mantine-primary-color-light)' : undefined,
  };
  return item.linkPath ? (
    <UnstyledButton component={Link} to={item.linkPath} onClick={onOpen} style={style}>
      {content}
    </UnstyledButton>
  ) : (
    <UnstyledButton onClick={onOpen} style={style}>
      {content}
    </UnstyledButton>
  );
}
