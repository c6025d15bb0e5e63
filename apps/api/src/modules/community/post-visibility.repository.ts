/** The visibility rule of post-visibility.ts as SQL, for feeds and lists: what a viewer may see of published posts. */
import { ROLE_SETS, type Role } from '@noticeboard/shared';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { posts } from '../../db/schema';
import type { Actor } from '../../plugins/auth';
import { audiencesOf } from './post-visibility';

/** Published posts `viewer` may see, their own included (`canSeePost` without the moderators' extra). */
export function visiblePostsWhere(viewer: Actor | null): SQL {
  const publicPost = and(eq(posts.visibility, 'GLOBAL'), eq(posts.audience, 'EVERYONE'));
  const seen: SQL[] = [publicPost as SQL];
  if (viewer?.instituteId) {
    seen.push(
      and(
        eq(posts.instituteId, viewer.instituteId),
        inArray(posts.visibility, ['GLOBAL', 'INSTITUTE', 'SPECIFIC_GROUP']),
        inArray(posts.audience, audiencesOf(viewer.role)),
      ) as SQL,
    );
  }
  if (viewer) seen.push(and(eq(posts.authorId, viewer.id), sql`${posts.visibility} <> 'SELF'`) as SQL);
  return and(isNull(posts.removedAt), or(...seen)) as SQL;
}

/**
 * `canSeePost` with the moderators' extra, as SQL over `posts` for a viewer of `role` (with or without a school),
 * the viewer's id and school as placeholders `viewerId` and `school`: the author; a moderator of the post's school
 * (its account and admins by role, its committee by seat); otherwise published, not removed, and public or for the
 * viewer's role in the viewer's own school. For one-statement writes that must refuse a post the viewer cannot see.
 */
export function postVisibleToSql(role: Role, withSchool: boolean): SQL {
  const viewerId = sql.placeholder('viewerId');
  const school = sql.placeholder('school');
  const author = sql`${posts.authorId} = ${viewerId}`;
  const publicPost = sql`(${posts.visibility} = 'GLOBAL' and ${posts.audience} = 'EVERYONE')`;
  if (!withSchool) {
    return sql`(${author} or (${posts.removedAt} is null and ${posts.visibility} <> 'SELF' and ${publicPost}))`;
  }
  const audiences = sql.join(
    audiencesOf(role).map((audience) => sql`${audience}`),
    sql`, `,
  );
  const moderator = (ROLE_SETS.instituteOrAdmin as readonly Role[]).includes(role)
    ? sql`${posts.instituteId} = ${school}`
    : sql`(${posts.instituteId} = ${school} and exists(select 1 from approval_committee_members m
        where m.institute_id = ${school} and m.user_id = ${viewerId} and m.removed_at is null))`;
  return sql`(${author} or ${moderator} or (${posts.removedAt} is null and ${posts.visibility} <> 'SELF'
    and (${publicPost} or (${posts.instituteId} = ${school} and ${posts.audience}::text in (${audiences})))))`;
}
