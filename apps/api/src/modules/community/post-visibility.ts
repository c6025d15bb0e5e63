/**
 * Who sees a post (spec §4 visibility, §6 audiences), and the one read every community route starts from: a post
 * the caller may see, or the 404 of a missing one.
 * - Published GLOBAL posts for Everyone: everybody, anonymous visitors included.
 * - INSTITUTE / SPECIFIC_GROUP posts (and GLOBAL ones for a narrower audience): members of the post's school
 *   whose role the audience includes. Another school's members never see them.
 * - SELF (waiting for approval, declined) and removed posts: the author, and the school's moderators.
 * The same rule as SQL, for feeds and lists, is post-visibility.repository.ts.
 */
import { COMMUNITY_MESSAGES, type PostAudience, type PostVisibility, type Role } from '@noticeboard/shared';
import type { Queryable } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { moderatesByRole } from './post.policy';
import {
  findPostScope,
  findViewerPostById,
  findViewerPostBySlug,
  type PostScopeRow,
  type ViewerPostRow,
} from './post.repository';

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

/** `moderator`: the viewer moderates the post's school (post-rules.ts `moderates`). */
export function canSeePost(viewer: Actor | null, post: PostScope, moderator = false): boolean {
  if (viewer && viewer.id === post.authorId) return true;
  if (moderator) return true;
  if (post.removedAt || post.visibility === 'SELF') return false;
  if (post.visibility === 'GLOBAL' && post.audience === 'EVERYONE') return true;
  if (!viewer || !post.instituteId || viewer.instituteId !== post.instituteId) return false;
  return audiencesOf(viewer.role).includes(post.audience);
}

export const postNotFound = () => notFound(COMMUNITY_MESSAGES.postNotFound);

/** Whether the viewer moderates the row's school, from the columns `selectPostsFor` read (no further query). */
export function moderatesRow(
  viewer: Actor | null,
  row: Pick<ViewerPostRow, 'instituteId' | 'viewerOnCommittee'>,
): boolean {
  if (!viewer || !row.instituteId || viewer.instituteId !== row.instituteId) return false;
  return moderatesByRole(viewer, row.instituteId) || row.viewerOnCommittee;
}

export interface VisiblePost {
  /** The post with what presenting it to the caller needs. */
  row: ViewerPostRow;
  /** The caller moderates the post's school. */
  moderator: boolean;
}

/** The row if the caller may see it, with whether they moderate its school; otherwise the 404 of a missing post. */
export function visibleRowOr404<Row extends PostScope & Pick<ViewerPostRow, 'instituteId' | 'viewerOnCommittee'>>(
  viewer: Actor | null,
  row: Row | undefined,
): { row: Row; moderator: boolean } {
  if (!row) throw postNotFound();
  const moderator = moderatesRow(viewer, row);
  if (!canSeePost(viewer, row, moderator)) throw postNotFound();
  return { row, moderator };
}

/** The post if the caller may see it (one round trip); otherwise the same 404 as a post that does not exist. */
export async function visiblePost(db: Queryable, viewer: Actor | null, postId: string): Promise<VisiblePost> {
  return visibleRowOr404(viewer, await findViewerPostById(db, viewer, postId));
}

/**
 * As `visiblePost` for callers that do not present the post (a like, a comment): whether the caller moderates its
 * school, or the same 404. Reads only the columns the rule needs.
 */
export async function visiblePostScope(
  db: Queryable,
  viewer: Actor | null,
  postId: string,
): Promise<{ row: PostScopeRow; moderator: boolean }> {
  return visibleRowOr404(viewer, await findPostScope(db, viewer, postId));
}

/** As `visiblePost`, by the post's slug. */
export async function visiblePostBySlug(db: Queryable, viewer: Actor | null, slug: string): Promise<VisiblePost> {
  return visibleRowOr404(viewer, await findViewerPostBySlug(db, viewer, slug));
}
