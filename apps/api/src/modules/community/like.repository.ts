/** SQL for likes: one statement changes the like row and moves the post's count by the real change. */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { namedStatement } from '../../db/named-statement';

export interface PostCounts {
  likesCount: number;
  commentCount: number;
}

/** The statement of a like (or an unlike): the change, and the post's count moved by the rows it changed. */
function likeStatement(liked: boolean) {
  const postId = sql.placeholder('postId');
  const userId = sql.placeholder('userId');
  const change = liked
    ? sql`insert into post_likes (post_id, user_id) values (${postId}, ${userId}) on conflict do nothing returning 1`
    : sql`delete from post_likes where post_id = ${postId} and user_id = ${userId} returning 1`;
  return namedStatement(
    liked ? 'nb_post_like' : 'nb_post_unlike',
    sql`
    with changed as (${change})
    update posts set likes_count = greatest(likes_count + ${liked ? sql`1` : sql`-1`} * (select count(*)::int from changed), 0)
     where id = ${postId}
    returning likes_count as "likesCount", comment_count as "commentCount"`,
  );
}

const LIKE = likeStatement(true);
const UNLIKE = likeStatement(false);

/**
 * Likes or unlikes and returns the post's counts; undefined when the post is gone. The insert (or delete) and the
 * count update are one statement: atomic without a transaction, and a repeat moves the count by 0. Concurrent
 * likes queue on the post's row lock, each adding its own change to the latest count.
 */
export async function writeLike(
  db: Queryable,
  postId: string,
  userId: string,
  liked: boolean,
): Promise<PostCounts | undefined> {
  const [counts] = await (liked ? LIKE : UNLIKE).rows<PostCounts>(db, { postId, userId });
  return counts;
}

/** PostgreSQL's foreign_key_violation (23503), possibly wrapped by the query builder: the post was deleted meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current !== 'object') return false;
    if ('code' in current && current.code === '23503') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
