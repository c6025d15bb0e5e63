/**
 * In-app notifications (issue 17 §5). Other modules call `notify` with the transaction of the event itself, so a
 * notification is written exactly when the change commits: never lost after it, never sent for a rolled-back one.
 * Members read and mark only their own, and only those of the school they belong to now (a student who moved
 * school keeps nothing of the old one under the bell).
 */
import { NOTIFICATION_MESSAGES, type Notification, type PageQuery, type UnreadCount } from '@noticeboard/shared';
import type { Db, Queryable } from '../../db/client';
import { notFound } from '../../lib/errors';
import { offsetOf, type Page, pageFrom } from '../../lib/paging';
import type { Actor } from '../../plugins/auth';
import type { Clock } from '../module';
import { type NotificationEvent, notificationText } from './notification.messages';
import { presentNotification } from './notification.presenter';
import {
  countUnread,
  insertNotifications,
  listNotifications,
  markAllRead,
  markRead,
  type RecipientScope,
} from './notification.repository';

const scopeOf = (actor: Actor): RecipientScope => ({ recipientId: actor.id, instituteId: actor.instituteId });

export class NotificationService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * Writes the events' notifications on `tx` (the event's own transaction where it has one). Nobody is told of
   * their own action.
   */
  async notify(tx: Queryable, events: NotificationEvent | readonly NotificationEvent[]): Promise<void> {
    const list: readonly NotificationEvent[] = 'kind' in events ? [events] : events;
    const rows = list
      .filter((event) => event.recipientId !== event.actorId)
      .map((event) => {
        const { kind, title, body, linkPath } = notificationText(event);
        return { recipientId: event.recipientId, instituteId: event.instituteId, kind, title, body, linkPath };
      });
    await insertNotifications(tx, rows);
  }

  async list(actor: Actor, query: PageQuery): Promise<Page<Notification>> {
    const { rows, total } = await listNotifications(this.db, scopeOf(actor), query.size, offsetOf(query));
    return pageFrom(rows.map(presentNotification), query, total);
  }

  async unreadCount(actor: Actor): Promise<UnreadCount> {
    return { unread: await countUnread(this.db, scopeOf(actor)) };
  }

  /** Another member's notification is as unknown as none (404). */
  async markRead(actor: Actor, id: string): Promise<Notification> {
    const row = await markRead(this.db, scopeOf(actor), id, this.clock.now());
    if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
    return presentNotification(row);
  }

  async markAllRead(actor: Actor): Promise<UnreadCount> {
    await markAllRead(this.db, scopeOf(actor), this.clock.now());
    return { unread: 0 };
  }
}
