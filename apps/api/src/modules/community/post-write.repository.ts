/** SQL for writing posts: inserting and editing rows, linking uploaded attachments, deleting. */
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { postAttachments, posts } from '../../db/schema';
import type { AttachmentRow } from './post.repository';

export type PostInsert = typeof posts.$inferInsert;

export async function insertPost(db: Queryable, values: PostInsert): Promise<string> {
  const [row] = await db.insert(posts).values(values).returning({ id: posts.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updatePost(db: Queryable, id: string, values: Partial<PostInsert>): Promise<void> {
  await db
    .update(posts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(posts.id, id));
}

/** The fields edits and history compare; not part of PostRow. */
export async function descriptionTextOf(db: Queryable, id: string): Promise<string> {
  const [row] = await db.select({ text: posts.descriptionText }).from(posts).where(eq(posts.id, id)).limit(1);
  return row?.text ?? '';
}

/** Deletes the post (likes, comments, reports and history go with it); false when it was already gone. */
export async function deletePost(db: Queryable, id: string): Promise<boolean> {
  const deleted = await db.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
  return deleted.length > 0;
}

/** The uploader's own attachments among `ids` not yet on any post, locked until the transaction ends. */
export function unlinkedAttachments(db: Queryable, ownerId: string, ids: string[]): Promise<AttachmentRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(postAttachments)
    .where(and(inArray(postAttachments.id, ids), eq(postAttachments.ownerId, ownerId), isNull(postAttachments.postId)))
    .for('update');
}

/** Puts attachments on a post in the given order; the first one takes `firstTitle` when given. */
export async function linkAttachments(
  db: Queryable,
  postId: string,
  orderedIds: string[],
  firstTitle: string | undefined,
): Promise<void> {
  for (const [position, id] of orderedIds.entries()) {
    const title = position === 0 && firstTitle !== undefined ? { title: firstTitle || null } : {};
    await db
      .update(postAttachments)
      .set({ postId, position, ...title })
      .where(eq(postAttachments.id, id));
  }
}

export async function deleteAttachments(db: Queryable, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(postAttachments).where(inArray(postAttachments.id, ids));
}

/** Every stored file of these attachments (the file, its variants, page images, still). */
export function storageKeysOf(rows: AttachmentRow[]): string[] {
  const keys: string[] = [];
  for (const row of rows) {
    keys.push(row.storageKey);
    for (const variant of row.variants as Array<{ key?: unknown }>) {
      if (typeof variant.key === 'string') keys.push(variant.key);
    }
    for (const key of row.relatedKeys as unknown[]) if (typeof key === 'string') keys.push(key);
    if (row.thumbnailKey) keys.push(row.thumbnailKey);
  }
  return keys;
}

export async function attachmentsOfPost(db: Queryable, postId: string): Promise<AttachmentRow[]> {
  return db.select().from(postAttachments).where(eq(postAttachments.postId, postId));
}

/** `likes_count` / `comment_count` moved by a real change, in the caller's transaction. */
export async function adjustCounts(
  db: Queryable,
  postId: string,
  change: { likes?: number; comments?: number },
): Promise<{ likesCount: number; commentCount: number } | undefined> {
  const set: Record<string, SQL> = {};
  if (change.likes) set.likesCount = sql`greatest(${posts.likesCount} + ${change.likes}, 0)`;
  if (change.comments) set.commentCount = sql`greatest(${posts.commentCount} + ${change.comments}, 0)`;
  if (Object.keys(set).length === 0) {
    const [row] = await db
      .select({ likesCount: posts.likesCount, commentCount: posts.commentCount })
      .from(posts)
      .where(eq(posts.id, postId));
    return row;
  }
  const [row] = await db
    .update(posts)
    .set(set)
    .where(eq(posts.id, postId))
    .returning({ likesCount: posts.likesCount, commentCount: posts.commentCount });
  return row;
}
