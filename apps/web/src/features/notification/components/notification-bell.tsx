import { ActionIcon, Badge, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { lazyDialog } from '../../../components/lazy-dialog';
import { useSessionUser } from '../../../lib/use-session';
import { useUnreadCount } from '../api/unread-count';

// The list and its drawer load the first time the bell is opened: the bell itself is a button and a number.
const NotificationPanel = lazyDialog<{ opened: boolean; onClose: () => void }>(
  () => import('./notification-panel'),
  'notification-panel',
  (props) => props.opened,
);

/** What a badge can hold; the button's name always says the exact number. */
const shown = (unread: number) => (unread > 99 ? '99+' : String(unread));

/**
 * The header's bell (issue 17 §5): named "Notifications, N unread", a badge with the number, the list in a drawer
 * that loads when first opened. The count is polled modestly (unread-count.ts).
 */
export default function NotificationBell() {
  const user = useSessionUser();
  const [opened, setOpened] = useState(false);
  const count = useUnreadCount(user?.id ?? 'anonymous');
  if (!user) return null;
  const unread = count.data?.unread ?? 0;
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={40}
        radius="xl"
        onClick={() => setOpened(true)}
        aria-haspopup="dialog"
        aria-expanded={opened}
        style={{ position: 'relative', overflow: 'visible' }}
      >
        <IconBell size={22} aria-hidden />
        {/* Until the count is known the button does not claim a number. */}
        <VisuallyHidden>{count.data ? `Notifications, ${unread} unread` : 'Notifications'}</VisuallyHidden>
        {unread > 0 && (
          <Badge
            aria-hidden
            size="sm"
            color="red"
            variant="filled"
            circle={unread < 10}
            style={{
              position: 'absolute',
              top: 0,
              right: 0,
              pointerEvents: 'none',
              paddingInline: unread < 10 ? 0 : 4,
            }}
          >
            {shown(unread)}
          </Badge>
        )}
      </ActionIcon>
      <NotificationPanel opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
