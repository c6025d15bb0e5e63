/**
 * Who sees a post (spec §4 visibility, §6 audiences) and who moderates a school's posts.
 * - Published GLOBAL posts for Everyone: everybody, anonymous visitors included.
 * - INSTITUTE / SPECIFIC_GROUP posts (and GLOBAL ones for a narrower audience): members of the post's school
 *   whose role the audience includes. Another school's members never see them.
 * - SELF (waiting for approval, declined) and removed posts: the author, and the school's moderators.
 */
import type { PostAudience, PostVisibility, Role } from '@noticeboard/shared';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { posts } from '../../db/schema';
import type { Actor } from '../../plugins/auth';

/** Which audiences a member of the post's own school belongs to. */
export function audiencesOf(role: Role): PostAudience[] {
  switch (role) {
    case 'INSTITUTE':
    case 'ADMIN':
      return ['EVERYONE', 'INSTITUTE', 'ADMIN', 'FACULTIES', 'CANDIDATES'];
    case 'FACULTY':
      return ['EVERYONE', 'INSTITUTE', 'FACULTIES'];
    case 'CANDIDATE':
      return ['EVERYONE', 'INSTITUTE', 'CANDIDATES'];
    case 'INDIVIDUAL':
      return ['EVERYONE'];
  }
}

export interface PostScope {
  authorId: string;
  instituteId: string | null;
  visibility: PostVisibility;
  audience: PostAudience;
  removedAt: Date | null;
}

/** `moderator`: the viewer moderates the post's school (see `moderatesInstitute`). */
export function canSeePost(viewer: Actor | null, post: PostScope, moderator = false): boolean {
  if (viewer && viewer.id === post.authorId) return true;
  if (moderator) return true;
  if (post.removedAt || post.visibility === 'SELF') return false;
  if (post.visibility === 'GLOBAL' && post.audience === 'EVERYONE') return true;
  if (!viewer || !post.instituteId || viewer.instituteId !== post.instituteId) return false;
  return audiencesOf(viewer.role).includes(post.audience);
}

/** The same rule as SQL, for feeds: what `viewer` may see of published posts (their own included). */
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

/** School accounts and admins moderate their own school; committee members too (checked in the database). */
export function moderatesByRole(actor: Actor, instituteId: string | null): boolean {
  if (!instituteId || actor.instituteId !== instituteId) return false;
  return actor.role === 'INSTITUTE' || actor.role === 'ADMIN';
}
