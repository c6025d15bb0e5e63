/**
 * In-app notifications (issue 17 §5): what happened to a member's posts, reports, comments and quizzes, shown under
 * the bell in the header. The spec names no notification calls; NOTIFICATION_PATHS is our choice and the one place
 * they are spelled. A notification is its recipient's alone: every route reads and marks the caller's own.
 */
import { z } from 'zod';
import { pageOf, pageQuerySchema } from './common';

export const NOTIFICATION_PATHS = {
  /** The caller's notifications, newest first (paged). */
  list: '/notifications',
  unreadCount: '/notifications/unread-count',
  read: '/notifications/:notificationId/read',
  readAll: '/notifications/read-all',
} as const;

/** What a notification is about; the web picks its icon by kind. */
export const NOTIFICATION_KINDS = [
  /** The member's post was approved and published. */
  'POST_APPROVED',
  /** The member's post was declined by a moderator. */
  'POST_DECLINED',
  /** A moderator deleted the member's post while it waited for approval. */
  'POST_DELETED',
  /** The member's post was removed after a report. */
  'POST_REMOVED',
  /** A report the member made was reviewed (the post removed or kept). */
  'REPORT_REVIEWED',
  /** Someone commented on the member's post (or replied in their thread). */
  'COMMENT',
  /** A quiz the member left was scored when its time ran out. */
  'QUIZ_RESULT',
  /** An assignment or assessment was set for the student's class. */
  'ASSIGNMENT_SET',
  /** The student's marks for an assignment were released. */
  'ASSIGNMENT_GRADED',
  /** The school rejected the student's attempt after a face check (it is not scored). */
  'ASSIGNMENT_REJECTED',
  /** A step on the school magazine's path for the member's piece: returned for changes, declined, approved, published. */
  'MAGAZINE_PIECE',
  /** A classmate or teacher sent the member a birthday wish (a message or a sticker). */
  'BIRTHDAY_WISH',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How often the web asks for the unread count while the tab is visible (no websockets). */
export const NOTIFICATION_POLL_MS = 60_000;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** An app path (`/community/details/…`), or null when there is nothing left to open. */
  linkPath: z.string().nullable(),
  createdAt: z.string(),
  /** Null while unread. */
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = pageOf(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationListQuerySchema = pageQuerySchema;

export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationIdParamsSchema = z.object({ notificationId: z.uuid() });

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
} as const;
