/** SQL for the forums: threads per category (one grouped query) and the threads a member replied to. */
import { and, count, desc, eq, inArray, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { postComments, posts } from '../../../db/schema';

/** Forum threads only: every forum query starts here. */
export const forumThreads = eq(posts.feedKind, 'forum') as SQL;

export interface CategoryActivity {
  categorySlug: string;
  threadCount: number;
  replyCount: number;
  lastActivityAt: Date | null;
  latestTitle: string | null;
  latestSlug: string | null;
}

/**
 * Threads matching `where` grouped by category: how many, their replies (comment_count), when the newest was
 * published and which it is. One query whatever the number of categories.
 */
export async function categoryActivity(db: Queryable, where: SQL): Promise<CategoryActivity[]> {
  const newestFirst = sql`${posts.publishedAt} desc nulls last, ${posts.id} desc`;
  const rows = await db
    .select({
      categorySlug: posts.categorySlug,
      threadCount: count(),
      replyCount: sql<string>`coalesce(sum(${posts.commentCount}), 0)`,
      lastActivityAt: max(posts.publishedAt),
      latestTitle: sql<string | null>`(array_agg(${posts.title} order by ${newestFirst}))[1]`,
      latestSlug: sql<string | null>`(array_agg(${posts.slug} order by ${newestFirst}))[1]`,
    })
    .from(posts)
    .where(and(forumThreads, where))
    .groupBy(posts.categorySlug);
  return rows.map((row) => ({
    ...row,
    threadCount: Number(row.threadCount),
    replyCount: Number(row.replyCount),
    lastActivityAt: row.lastActivityAt ? new Date(row.lastActivityAt) : null,
  }));
}

/** Posts the member commented on (live comments; post_comments_author_idx), as a sub-select for `inArray`. */
export function threadsRepliedBy(db: Queryable, userId: string) {
  return db
    .selectDistinct({ postId: postComments.postId })
    .from(postComments)
    .where(and(eq(postComments.authorId, userId), isNull(postComments.deletedAt)));
}

/** When the member last replied to each thread: the "Replied to" order (newest reply first). */
export function lastReplyOf(userId: string): SQL {
  return sql`(select max(${postComments.createdAt}) from ${postComments} where ${postComments.postId} = ${posts.id} and ${postComments.authorId} = ${userId} and ${postComments.deletedAt} is null)`;
}

export const repliedWhere = (db: Queryable, userId: string) => inArray(posts.id, threadsRepliedBy(db, userId));

export const newestRepliedFirst = (userId: string) => [desc(lastReplyOf(userId)), desc(posts.id)];
