/** SQL for the forums: threads per category (one grouped query) and a member's thread lists. */
import { and, count, desc, eq, inArray, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { postComments, posts } from '../../../db/schema';
import type { Actor } from '../../../plugins/auth';
import { newestPublishedFirst } from '../post.repository';
import { visiblePostsWhere } from '../post-visibility.repository';

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

const repliedWhere = (db: Queryable, userId: string) => inArray(posts.id, threadsRepliedBy(db, userId));

const newestRepliedFirst = (userId: string) => [desc(lastReplyOf(userId)), desc(posts.id)];

/** The public forum: threads for everyone, published and not removed. */
const publicThreads = and(eq(posts.visibility, 'GLOBAL'), eq(posts.audience, 'EVERYONE'), isNull(posts.removedAt));

/** Threads the viewer may see, in one school's forum when given. */
export function visibleThreadsWhere(viewer: Actor | null, instituteId: string | undefined): SQL {
  const visible = visiblePostsWhere(viewer);
  return instituteId ? (and(visible, eq(posts.instituteId, instituteId)) as SQL) : visible;
}

/** A member's forum views (`/forums/{forumType}`); the school's view needs the member's school. */
export type MemberForumView =
  | { kind: 'institute'; instituteId: string }
  | { kind: 'global' }
  | { kind: 'started' }
  | { kind: 'replied' };

export interface ThreadListQuery {
  where: SQL;
  orderBy: SQL[];
}

/**
 * The threads of a member's view, in one category when given: their school's, the public forum, the ones they
 * started (waiting and declined ones included) or the ones they replied to that they may still see.
 */
export function memberThreadsQuery(
  db: Queryable,
  actor: Actor,
  view: MemberForumView,
  categorySlug: string | undefined,
): ThreadListQuery {
  const { where, orderBy } = viewOf(db, actor, view);
  const category = categorySlug ? eq(posts.categorySlug, categorySlug) : undefined;
  return { where: and(forumThreads, where, category) as SQL, orderBy };
}

function viewOf(db: Queryable, actor: Actor, view: MemberForumView): ThreadListQuery {
  switch (view.kind) {
    case 'institute':
      return {
        where: and(visiblePostsWhere(actor), eq(posts.instituteId, view.instituteId)) as SQL,
        orderBy: newestPublishedFirst,
      };
    case 'global':
      return { where: publicThreads as SQL, orderBy: newestPublishedFirst };
    case 'started':
      // Waiting threads have no publication date yet: the order is when they were written.
      return { where: eq(posts.authorId, actor.id), orderBy: [desc(posts.createdAt), desc(posts.id)] };
    case 'replied':
      return {
        where: and(repliedWhere(db, actor.id), visiblePostsWhere(actor)) as SQL,
        orderBy: newestRepliedFirst(actor.id),
      };
  }
}
