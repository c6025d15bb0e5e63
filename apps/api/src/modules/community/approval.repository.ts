/**
 * SQL of the approval queue and the moderators' per-post changes: which posts wait (PENDING younger than
 * the expiry age; older PENDING ones count as EXPIRED at query time), the row lock moderators act under,
 * and the files a deleted post leaves behind.
 */
import {
  ALL_POST_TYPES,
  type MyPostFilter,
  type PendingFilter,
  type PostType,
  type PostTypeTab,
} from '@noticeboard/shared';
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { postAttachments, posts, users } from '../../db/schema';
import { expiryCutoff } from './approval.policy';

/** The posts in one pending-queue state (the row status alone is not enough for PENDING and EXPIRED). */
export function inQueueState(filter: PendingFilter, now: Date): SQL {
  const cutoff = expiryCutoff(now);
  switch (filter) {
    case 'PENDING':
      return and(eq(posts.requestStatus, 'PENDING'), gt(posts.updatedAt, cutoff)) as SQL;
    case 'DECLINED':
      return eq(posts.requestStatus, 'DECLINED');
    case 'EXPIRED':
      return or(
        eq(posts.requestStatus, 'EXPIRED'),
        and(eq(posts.requestStatus, 'PENDING'), lte(posts.updatedAt, cutoff)),
      ) as SQL;
  }
}

/** A school's queue: one post-type tab (or All), one state; removed posts are never listed. */
export function schoolQueueWhere(instituteId: string, postType: PostTypeTab, filter: PendingFilter, now: Date): SQL {
  return and(
    eq(posts.instituteId, instituteId),
    postType === ALL_POST_TYPES ? undefined : eq(posts.postType, postType),
    isNull(posts.removedAt),
    inQueueState(filter, now),
  ) as SQL;
}

export interface QueueCountRow {
  postType: PostType;
  state: PendingFilter;
  total: number;
}

/**
 * A school's queue counted per post type and state in one grouped statement (posts_pending_idx): the same rows
 * `schoolQueueWhere` lists, each in the one state `inQueueState` puts it (a PENDING post past the expiry age is
 * EXPIRED).
 */
export async function countSchoolQueue(db: Queryable, instituteId: string, now: Date): Promise<QueueCountRow[]> {
  const cutoff = expiryCutoff(now);
  const state = sql<PendingFilter>`case
    when ${posts.requestStatus} = 'PENDING' and ${posts.updatedAt} > ${cutoff} then 'PENDING'
    when ${posts.requestStatus} = 'DECLINED' then 'DECLINED'
    else 'EXPIRED' end`;
  const rows = await db
    .select({ postType: posts.postType, state, total: count() })
    .from(posts)
    .where(
      and(
        eq(posts.instituteId, instituteId),
        isNull(posts.removedAt),
        inArray(posts.requestStatus, ['PENDING', 'DECLINED', 'EXPIRED']),
      ),
    )
    // By position: the CASE carries a parameter, so repeating it would not be the same expression to PostgreSQL.
    .groupBy(sql`1, 2`);
  return rows.map((row) => ({ postType: row.postType, state: row.state, total: Number(row.total) }));
}

/** A member's own posts that wait, were declined or expired (all three states unless one is asked for). */
export function authorQueueWhere(
  authorId: string,
  query: { postType?: PostType | undefined; status?: MyPostFilter | undefined },
  now: Date,
): SQL {
  const removed = isNotNull(posts.removedAt);
  const waiting = (states: SQL) => and(isNull(posts.removedAt), states) as SQL;
  const shown: SQL =
    query.status === 'REMOVED'
      ? removed
      : query.status
        ? waiting(inQueueState(query.status, now))
        : (or(waiting(inArray(posts.requestStatus, ['PENDING', 'DECLINED', 'EXPIRED'])), removed) as SQL);
  return and(
    eq(posts.authorId, authorId),
    query.postType ? eq(posts.postType, query.postType) : undefined,
    shown,
  ) as SQL;
}

/** Newest first, the id breaking ties (the pending index is ordered by created_at). */
export const newestCreatedFirst = [desc(posts.createdAt), desc(posts.id)];

/**
 * The post of this school, locked until the transaction ends: two moderators acting at once are served one
 * after the other, and the second sees the first one's result.
 */
export async function lockSchoolPost(tx: Queryable, instituteId: string, postId: string) {
  const [row] = await tx
    .select({
      id: posts.id,
      authorId: posts.authorId,
      instituteId: posts.instituteId,
      requestStatus: posts.requestStatus,
      visibility: posts.visibility,
      requestedVisibility: posts.requestedVisibility,
      descriptionText: posts.descriptionText,
      featured: posts.featured,
      savedToMagazine: posts.savedToMagazine,
      removedAt: posts.removedAt,
      createdAt: posts.createdAt,
      updatedAt: posts.updatedAt,
    })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.instituteId, instituteId)))
    .for('update');
  return row;
}
export type LockedPost = NonNullable<Awaited<ReturnType<typeof lockSchoolPost>>>;

export type PostStateChange = Partial<
  Pick<typeof posts.$inferInsert, 'requestStatus' | 'visibility' | 'publishedAt' | 'featured' | 'savedToMagazine'>
>;

export async function updatePost(tx: Queryable, postId: string, change: PostStateChange): Promise<void> {
  await tx
    .update(posts)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(posts.id, postId));
}

/** Deletes the post (attachments, likes, comments, reports and history go with it). */
export async function deletePost(tx: Queryable, postId: string): Promise<void> {
  await tx.delete(posts).where(eq(posts.id, postId));
}

interface StoredVariant {
  key: string;
}

/** Every stored file of a post's attachments: the file, its variants, page images and still. */
export async function storageKeysOf(db: Queryable, postId: string): Promise<string[]> {
  const rows = await db
    .select({
      storageKey: postAttachments.storageKey,
      variants: postAttachments.variants,
      relatedKeys: postAttachments.relatedKeys,
      thumbnailKey: postAttachments.thumbnailKey,
    })
    .from(postAttachments)
    .where(eq(postAttachments.postId, postId));
  return rows.flatMap((row) => [
    row.storageKey,
    ...(row.variants as StoredVariant[]).map((variant) => variant.key),
    ...(row.relatedKeys as string[]),
    ...(row.thumbnailKey ? [row.thumbnailKey] : []),
  ]);
}

export async function contactOf(db: Queryable, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, instituteId: users.instituteId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** How a moderator is named in a post's history. */
export async function moderatorName(db: Queryable, userId: string): Promise<string> {
  return (await contactOf(db, userId))?.name ?? 'A moderator';
}
