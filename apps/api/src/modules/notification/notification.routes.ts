/** `/notifications`: the signed-in member's own notifications — list, unread count, mark one or all read. */
import {
  ACCESS,
  NOTIFICATION_PATHS,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSchema,
  unreadCountSchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { NotificationService } from './notification.service';

export function notificationRoutes(app: App, { notifications }: { notifications: NotificationService }): void {
  const route = routeDefiner(app, { tags: ['notification'] });
  const access = ACCESS.signedIn;

  route(`GET ${NOTIFICATION_PATHS.list}`, {
    access,
    errors: [],
    summary: 'Your notifications, newest first',
    query: notificationListQuerySchema,
    response: notificationPageSchema,
    message: 'Notifications',
    handler: ({ actor, query }) => notifications.list(actor, query),
  });
  route(`GET ${NOTIFICATION_PATHS.unreadCount}`, {
    access,
    errors: [],
    summary: 'How many of your notifications are unread',
    response: unreadCountSchema,
    message: 'Unread notifications',
    handler: ({ actor }) => notifications.unreadCount(actor),
  });
  route(`POST ${NOTIFICATION_PATHS.read}`, {
    access,
    errors: ['NOT_FOUND'],
    summary: 'Mark one of your notifications read',
    params: notificationIdParamsSchema,
    response: notificationSchema,
    message: 'Notification read',
    handler: ({ actor, params }) => notifications.markRead(actor, params.notificationId),
  });
  route(`POST ${NOTIFICATION_PATHS.readAll}`, {
    access,
    errors: [],
    summary: 'Mark all your notifications read',
    response: unreadCountSchema,
    message: 'All notifications read',
    handler: ({ actor }) => notifications.markAllRead(actor),
  });
}
