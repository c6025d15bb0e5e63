/**
 * SQL for notifications. Every read and mark takes the recipient and the school they belong to now: a row is theirs
 * only while it was written for them and its school (if any) is still theirs.
 */
import { and, count, desc, eq, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationInsert = typeof notifications.$inferInsert;

/** Whose rows: the recipient's, of no school or of the school they belong to now. */
export interface RecipientScope {
  recipientId: string;
  instituteId: string | null;
}

function ownedBy(scope: RecipientScope): SQL | undefined {
  const school = scope.instituteId
    ? or(isNull(notifications.instituteId), eq(notifications.instituteId, scope.instituteId))
    : isNull(notifications.instituteId);
  return and(eq(notifications.recipientId, scope.recipientId), school);
}

export async function insertNotifications(db: Queryable, rows: NotificationInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notifications).values(rows);
}

/** Newest first (notifications_recipient_created_idx). */
export async function listNotifications(db: Queryable, scope: RecipientScope, limit: number, offset: number) {
  const where = ownedBy(scope);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(notifications).where(where),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

/** Counted from the partial index of unread rows. */
export async function countUnread(db: Queryable, scope: RecipientScope): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(ownedBy(scope), isNull(notifications.readAt)));
  return Number(row?.unread ?? 0);
}

/** Marks one of the recipient's rows read (a row already read keeps its time); undefined when it is not theirs. */
export async function markRead(
  db: Queryable,
  scope: RecipientScope,
  id: string,
  at: Date,
): Promise<NotificationRow | undefined> {
  const where = and(ownedBy(scope), eq(notifications.id, id));
  const [updated] = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(where, isNull(notifications.readAt)))
    .returning();
  if (updated) return updated;
  const [already] = await db.select().from(notifications).where(where).limit(1);
  return already;
}

export async function markAllRead(db: Queryable, scope: RecipientScope, at: Date): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(ownedBy(scope), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}

/** Removes rows created before `before` (the retention job). */
export async function deleteOlderThan(db: Queryable, before: Date): Promise<number> {
  const deleted = await db
    .delete(notifications)
    .where(lt(notifications.createdAt, before))
    .returning({ id: notifications.id });
  return deleted.length;
}
