/** SQL for likes: one statement changes the like row and moves the post's count by the real change. */
import type { Role } from '@noticeboard/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { posts } from '../../db/schema';
import type { Actor } from '../../plugins/auth';
import { postVisibleToSql } from './post-visibility.repository';

export interface PostCounts {
  likesCount: number;
  commentCount: number;
}

/**
 * The statement of a like (or an unlike) by a viewer of `role`: the post if the viewer may see it
 * (`postVisibleToSql`, the rule of `canSeePost`), the change, and the post's count moved by the rows it changed.
 * No row: the post is missing or the viewer may not see it.
 */
function likeStatement(liked: boolean, role: Role, withSchool: boolean) {
  const postId = sql.placeholder('postId');
  const viewerId = sql.placeholder('viewerId');
  const change = liked
    ? sql`insert into post_likes (post_id, user_id) select id, ${viewerId} from target on conflict do nothing returning 1`
    : sql`delete from post_likes where post_id in (select id from target) and user_id = ${viewerId} returning 1`;
  return namedStatement(
    `nb_post_${liked ? 'like' : 'unlike'}_${role.toLowerCase()}_${withSchool ? 'school' : 'alone'}`,
    sql`
    with target as (
      select ${posts.id} as id from ${posts} where ${posts.id} = ${postId} and ${postVisibleToSql(role, withSchool)}
    ), changed as (${change})
    update posts set likes_count = greatest(likes_count + ${liked ? sql`1` : sql`-1`} * (select count(*)::int from changed), 0)
     where id in (select id from target)
    returning likes_count as "likesCount", comment_count as "commentCount"`,
  );
}

const statements = new Map<string, ReturnType<typeof likeStatement>>();

/**
 * Likes or unlikes a post the viewer may see and returns its counts, in one statement (one round trip, atomic
 * without a transaction); undefined when the post is missing or not theirs to see. A repeat moves the count by 0;
 * concurrent likes queue on the post's row lock, each adding its own change to the latest count.
 */
export async function writeLike(
  db: Queryable,
  viewer: Pick<Actor, 'id' | 'role' | 'instituteId'>,
  postId: string,
  liked: boolean,
): Promise<PostCounts | undefined> {
  const withSchool = viewer.instituteId !== null;
  const key = `${liked}:${viewer.role}:${withSchool}`;
  let statement = statements.get(key);
  if (!statement) {
    statement = likeStatement(liked, viewer.role, withSchool);
    statements.set(key, statement);
  }
  const [counts] = await statement.rows<PostCounts>(db, {
    postId,
    viewerId: viewer.id,
    school: viewer.instituteId,
  });
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
