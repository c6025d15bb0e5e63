/** Notification rows → the wire shape (the recipient and school columns never leave the server). */
import type { Notification } from '@noticeboard/shared';
import type { NotificationRow } from './notification.repository';

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    linkPath: row.linkPath,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
