/** SQL for uploaded files: the row written after an upload, the lookups of file serving, and the cleanup's. */
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { postAttachments } from '../../../db/schema';
import type { AttachmentRow } from '../post.repository';

export type NewAttachment = typeof postAttachments.$inferInsert;

export async function insertAttachment(db: Queryable, values: NewAttachment): Promise<AttachmentRow> {
  const [row] = await db.insert(postAttachments).values(values).returning();
  if (!row) throw new Error('attachment insert returned no row');
  return row;
}

export async function findAttachment(db: Queryable, id: string): Promise<AttachmentRow | undefined> {
  const [row] = await db.select().from(postAttachments).where(eq(postAttachments.id, id)).limit(1);
  return row;
}

/** Uploads never attached to a post and older than `before`, oldest first. */
export function unlinkedAttachmentsBefore(db: Queryable, before: Date, limit: number): Promise<AttachmentRow[]> {
  return db
    .select()
    .from(postAttachments)
    .where(and(isNull(postAttachments.postId), lt(postAttachments.createdAt, before)))
    .orderBy(asc(postAttachments.createdAt))
    .limit(limit);
}

/** Deletes the row only if it is still unattached (a post may have claimed it a moment ago); true when deleted. */
export async function deleteUnlinkedAttachment(db: Queryable, id: string): Promise<boolean> {
  const deleted = await db
    .delete(postAttachments)
    .where(and(eq(postAttachments.id, id), isNull(postAttachments.postId)))
    .returning({ id: postAttachments.id });
  return deleted.length > 0;
}
