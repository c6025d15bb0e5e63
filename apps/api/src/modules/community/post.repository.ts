/** SQL for reading posts: rows with their author and school, attachments, and the caller's likes. */
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import {
  approvalCommitteeMembers,
  communitySettings,
  institutes,
  postAttachments,
  postLikes,
  posts,
  users,
} from '../../db/schema';
import { preparedOnce } from '../../lib/prepared-once';
import type { Actor } from '../../plugins/auth';
import { consentDecisionSql } from '../consent/consent-ledger.repository';

const authorSchool = alias(institutes, 'author_school');

const postColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  collabId: posts.collabId,
  authorId: posts.authorId,
  instituteId: posts.instituteId,
  feedKind: posts.feedKind,
  postType: posts.postType,
  category: posts.category,
  categorySlug: posts.categorySlug,
  topic: posts.topic,
  descriptionHtml: posts.descriptionHtml,
  audience: posts.audience,
  visibility: posts.visibility,
  requestedVisibility: posts.requestedVisibility,
  requestStatus: posts.requestStatus,
  linkPreview: posts.linkPreview,
  likesCount: posts.likesCount,
  commentCount: posts.commentCount,
  featured: posts.featured,
  savedToMagazine: posts.savedToMagazine,
  historyExists: posts.historyExists,
  appealedAt: posts.appealedAt,
  removedAt: posts.removedAt,
  publishedAt: posts.publishedAt,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  authorName: users.name,
  authorCustomUrl: users.customUrl,
  authorType: users.type,
  authorUserType: users.userType,
  // How the author may be named outside their school (`child-listing.policy.ts`): their age and parent's answer.
  authorInstituteId: users.instituteId,
  authorDateOfBirth: users.dateOfBirth,
  authorCommunityConsent: consentDecisionSql('COMMUNITY', posts.authorId),
  authorPhotosConsent: consentDecisionSql('PUBLIC_PHOTOS', posts.authorId),
  schoolName: authorSchool.name,
  schoolCustomUrl: authorSchool.customUrl,
};

/** Newest published first; the id breaks ties (matches the feed indexes). */
export const newestPublishedFirst = [desc(posts.publishedAt), desc(posts.id)];

export interface PostListOptions {
  where: SQL | undefined;
  orderBy?: SQL[];
  limit: number;
  offset?: number;
}

export function selectPosts(db: Queryable, options: PostListOptions) {
  return db
    .select(postColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(authorSchool, eq(authorSchool.id, posts.instituteId))
    .where(options.where)
    .orderBy(...(options.orderBy ?? newestPublishedFirst))
    .limit(options.limit)
    .offset(options.offset ?? 0);
}
export type PostRow = Awaited<ReturnType<typeof selectPosts>>[number];

export async function findPost(db: Queryable, where: SQL): Promise<PostRow | undefined> {
  const [row] = await selectPosts(db, { where, limit: 1 });
  return row;
}

export function findPostById(db: Queryable, postId: string): Promise<PostRow | undefined> {
  return findPost(db, eq(posts.id, postId));
}

export async function countPosts(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(posts).where(where);
  return Number(row?.total ?? 0);
}

export type AttachmentRow = typeof postAttachments.$inferSelect;

/** Attachments of these posts, in their order. */
export async function attachmentsOf(db: Queryable, postIds: string[]): Promise<Map<string, AttachmentRow[]>> {
  const byPost = new Map<string, AttachmentRow[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select()
    .from(postAttachments)
    .where(inArray(postAttachments.postId, postIds))
    .orderBy(asc(postAttachments.postId), asc(postAttachments.position));
  for (const row of rows) {
    if (!row.postId) continue;
    byPost.set(row.postId, [...(byPost.get(row.postId) ?? []), row]);
  }
  return byPost;
}

export async function likedAmong(db: Queryable, userId: string, postIds: string[]): Promise<Set<string>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .select({ postId: postLikes.postId })
    .from(postLikes)
    .where(and(eq(postLikes.userId, userId), inArray(postLikes.postId, postIds)));
  return new Set(rows.map((row) => row.postId));
}

/** An attachment as read inside a post's row (JSON: the timestamp arrives as text). */
type AttachmentJson = Omit<AttachmentRow, 'createdAt'> & { createdAt: string };

const attachmentsJson = sql<AttachmentJson[]>`coalesce((
  select json_agg(json_build_object(
    'id', a.id, 'ownerId', a.owner_id, 'postId', a.post_id, 'position', a.position,
    'attachmentType', a.attachment_type, 'storageKey', a.storage_key, 'variants', a.variants,
    'relatedKeys', a.related_keys, 'thumbnailKey', a.thumbnail_key, 'mimeType', a.mime_type, 'bytes', a.bytes,
    'width', a.width, 'height', a.height, 'title', a.title, 'createdAt', a.created_at
  ) order by a.position)
  from ${postAttachments} a where a.post_id = ${posts.id}), '[]'::json)`;

/** The viewer columns' shape: which of them can be true for this kind of viewer (a statement per shape). */
type ViewerShape = 'anonymous' | 'individual' | 'member' | 'schoolAccountOrAdmin';

function shapeOf(viewer: Actor | null): ViewerShape {
  if (!viewer) return 'anonymous';
  if (!viewer.instituteId) return 'individual';
  return viewer.role === 'INSTITUTE' || viewer.role === 'ADMIN' ? 'schoolAccountOrAdmin' : 'member';
}

/** The viewer as the statement sees them: the shape, and their id and school as values or placeholders. */
interface ViewerParams {
  shape: ViewerShape;
  id: unknown;
  school: unknown;
}

const viewerValues = (viewer: Actor | null): ViewerParams => ({
  shape: shapeOf(viewer),
  id: viewer?.id ?? null,
  school: viewer?.instituteId ?? null,
});

/**
 * Everything presenting a post to `viewer` needs, as columns of the same statement (one round trip instead of
 * one per kind): the post's attachments, whether the viewer liked it, whether the viewer sits on their school's
 * approval committee and the school's global-visibility switch (both once per statement: uncorrelated).
 */
function viewerColumns({ shape, id, school }: ViewerParams, hiddenWhere: SQL | undefined) {
  const withSchool = shape === 'member' || shape === 'schoolAccountOrAdmin';
  return {
    attachmentsJson,
    liked:
      shape === 'anonymous'
        ? sql<boolean>`false`
        : sql<boolean>`exists(select 1 from ${postLikes} l where l.post_id = ${posts.id} and l.user_id = ${id})`,
    viewerOnCommittee:
      shape === 'member'
        ? sql<boolean>`exists(select 1 from ${approvalCommitteeMembers} m
            where m.institute_id = ${school} and m.user_id = ${id} and m.removed_at is null)`
        : sql<boolean>`false`,
    schoolGlobalVisibility: withSchool
      ? sql<boolean>`coalesce((select s.global_visibility from ${communitySettings} s where s.institute_id = ${school}), false)`
      : sql<boolean>`false`,
    hidden: hiddenWhere ? sql<number>`(select count(*)::int from ${posts} where ${hiddenWhere})` : sql<number>`0`,
  };
}

const statementNames = new Map<string, string>();

/** A stable name per statement text (bounded: past the limit, names are still derived, just not remembered). */
export function statementName(text: string): string {
  const known = statementNames.get(text);
  if (known) return known;
  const name = `community_posts_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  if (statementNames.size < 500) statementNames.set(text, name);
  return name;
}

export interface ViewerPostOptions extends PostListOptions {
  /** Also count the posts matching this (once per statement, e.g. the viewer's reported posts in a feed). */
  hiddenWhere?: SQL;
}

function selectWithViewer(db: Queryable, viewer: ViewerParams, options: ViewerPostOptions) {
  return db
    .select({ ...postColumns, ...viewerColumns(viewer, options.hiddenWhere) })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(authorSchool, eq(authorSchool.id, posts.instituteId))
    .where(options.where)
    .orderBy(...(options.orderBy ?? newestPublishedFirst))
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

type SelectedRow = Awaited<ReturnType<typeof selectWithViewer>>[number];

function viewerPostRow({ attachmentsJson: attachments, ...row }: SelectedRow) {
  return {
    ...row,
    hidden: Number(row.hidden),
    attachments: attachments.map((attachment) => ({ ...attachment, createdAt: new Date(attachment.createdAt) })),
  };
}

/**
 * Post rows with what presenting them to `viewer` needs (see `viewerColumns`), in one statement. Feed pages are not
 * prepared: their generic plan does not know the LIMITs and reads 30× the rows (155 ms instead of 1 ms on the
 * bench database).
 */
export async function selectPostsFor(db: Queryable, viewer: Actor | null, options: ViewerPostOptions) {
  const rows = await selectWithViewer(db, viewerValues(viewer), options);
  return rows.map(viewerPostRow);
}
export type ViewerPostRow = Awaited<ReturnType<typeof selectPostsFor>>[number];

/**
 * One post with what presenting it to `viewer` needs: a named prepared statement per key column and viewer shape,
 * built once (planning cost more than running it, and building the text as much again); its generic plan is as
 * good as a custom one for a lookup by a unique key.
 */
async function findViewerPost(
  db: Queryable,
  viewer: Actor | null,
  by: 'id' | 'slug',
  key: string,
): Promise<ViewerPostRow | undefined> {
  const shape = shapeOf(viewer);
  const statement = preparedOnce(db, `community-post-by-${by}:${shape}`, () => {
    const placeholders = { shape, id: sql.placeholder('viewerId'), school: sql.placeholder('school') };
    const column = by === 'id' ? posts.id : posts.slug;
    const query = selectWithViewer(db, placeholders, { where: eq(column, sql.placeholder('key')), limit: 1 });
    return query.prepare(statementName(query.toSQL().sql));
  });
  const [row] = await statement.execute({ key, viewerId: viewer?.id ?? null, school: viewer?.instituteId ?? null });
  return row ? viewerPostRow(row) : undefined;
}

export function findViewerPostById(db: Queryable, viewer: Actor | null, postId: string) {
  return findViewerPost(db, viewer, 'id', postId);
}

export function findViewerPostBySlug(db: Queryable, viewer: Actor | null, slug: string) {
  return findViewerPost(db, viewer, 'slug', slug);
}

/**
 * What deciding whether `viewer` may see a post needs, and no more (a like or a comment does not present the post):
 * its author, school, visibility, audience and removal, and whether the viewer sits on their school's committee.
 */
export async function findPostScope(db: Queryable, viewer: Actor | null, postId: string) {
  const member = shapeOf(viewer) === 'member';
  const statement = preparedOnce(db, `community-post-scope:${member}`, () => {
    const query = db
      .select({
        authorId: posts.authorId,
        instituteId: posts.instituteId,
        visibility: posts.visibility,
        audience: posts.audience,
        removedAt: posts.removedAt,
        // Where a comment's notification leads.
        slug: posts.slug,
        feedKind: posts.feedKind,
        viewerOnCommittee: member
          ? sql<boolean>`exists(select 1 from ${approvalCommitteeMembers} m
              where m.institute_id = ${sql.placeholder('school')} and m.user_id = ${sql.placeholder('viewerId')}
                and m.removed_at is null)`
          : sql<boolean>`false`,
      })
      .from(posts)
      .where(eq(posts.id, sql.placeholder('postId')));
    return query.prepare(statementName(query.toSQL().sql));
  });
  const [row] = await statement.execute({ postId, viewerId: viewer?.id ?? null, school: viewer?.instituteId ?? null });
  return row;
}
export type PostScopeRow = NonNullable<Awaited<ReturnType<typeof findPostScope>>>;

/**
 * What a post's page needs of its viewer beside the post row every viewer shares (feed.service.ts keeps those for a
 * few seconds): the live counts, whether the viewer liked it, their committee seat and their school's
 * global-visibility switch, by the post's slug (so it runs beside a load of the row). One prepared statement per
 * viewer shape; no row when the post is gone.
 */
export async function postViewerState(db: Queryable, viewer: Actor, slug: string) {
  const shape = shapeOf(viewer);
  const statement = preparedOnce(db, `community-post-viewer-state:${shape}`, () => {
    const { liked, viewerOnCommittee, schoolGlobalVisibility } = viewerColumns(
      { shape, id: sql.placeholder('viewerId'), school: sql.placeholder('school') },
      undefined,
    );
    const query = db
      .select({
        likesCount: posts.likesCount,
        commentCount: posts.commentCount,
        liked,
        viewerOnCommittee,
        schoolGlobalVisibility,
      })
      .from(posts)
      .where(eq(posts.slug, sql.placeholder('slug')));
    return query.prepare(statementName(query.toSQL().sql));
  });
  const [row] = await statement.execute({ slug, viewerId: viewer.id, school: viewer.instituteId });
  return row;
}
