/** SQL for the posts reports, appeals, history and spam review look at (rows as post.repository reads them). */
import type { PostRequestStatus, PostVisibility } from '@noticeboard/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { posts } from '../../../db/schema';
import { findPost, type PostRow, selectPosts } from '../post.repository';

export const findPostById = (db: Queryable, postId: string): Promise<PostRow | undefined> =>
  findPost(db, eq(posts.id, postId));

/** One post of this school (a moderator's lists never reach another school's). */
export async function findSchoolPost(db: Queryable, instituteId: string, postId: string): Promise<PostRow | undefined> {
  const [row] = await selectPosts(db, {
    where: and(eq(posts.id, postId), eq(posts.instituteId, instituteId)),
    limit: 1,
  });
  return row;
}

/** Rows of these posts, by id (removed ones included: moderation lists show them). */
export async function postRowsById(db: Queryable, ids: string[]): Promise<Map<string, PostRow>> {
  if (ids.length === 0) return new Map();
  const rows = await selectPosts(db, { where: inArray(posts.id, ids), limit: ids.length });
  return new Map(rows.map((row) => [row.id, row]));
}

/** Who wrote the post and which school it belongs to, or undefined when there is no such post. */
export async function postAuthorAndSchool(db: Queryable, postId: string) {
  const [row] = await db
    .select({ authorId: posts.authorId, instituteId: posts.instituteId })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  return row;
}

export interface AppealChange {
  at: Date;
  requestStatus: PostRequestStatus;
  visibility: PostVisibility;
}

/** Records the post's one appeal; false when it was already appealed (a second appeal at the same moment). */
export async function markAppealed(db: Queryable, postId: string, change: AppealChange): Promise<boolean> {
  const updated = await db
    .update(posts)
    .set({
      appealedAt: change.at,
      requestStatus: change.requestStatus,
      visibility: change.visibility,
      updatedAt: change.at,
    })
    .where(and(eq(posts.id, postId), isNull(posts.appealedAt)))
    .returning({ id: posts.id });
  return updated.length > 0;
}
