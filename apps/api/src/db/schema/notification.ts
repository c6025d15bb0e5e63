/**
 * In-app notifications (issue 17 §5): one row per recipient and event, written by the module that makes the event,
 * inside its transaction. `institute_id` is the school the event happened in (null for individuals' and global
 * events): a notification is shown only while its recipient still belongs to that school.
 */
import { NOTIFICATION_KINDS } from '@noticeboard/shared';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { institutes } from './institute';
import { users } from './user';

export const notificationKindEnum = pgEnum('notification_kind', NOTIFICATION_KINDS);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instituteId: uuid('institute_id').references(() => institutes.id, { onDelete: 'cascade' }),
    kind: notificationKindEnum('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** An app path to open (`/community/details/…`); null when there is nothing left to see. */
    linkPath: text('link_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    // The bell's list: a recipient's newest first.
    index('notifications_recipient_created_idx').on(table.recipientId, table.createdAt.desc(), table.id.desc()),
    // The unread count, polled every minute: only the unread rows are indexed.
    index('notifications_recipient_unread_idx').on(table.recipientId).where(sql`${table.readAt} is null`),
  ],
);
