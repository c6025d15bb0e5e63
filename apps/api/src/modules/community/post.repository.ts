/** SQL for reading posts: rows with their author and school, attachments, and the caller's likes. */
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { institutes, postAttachments, postLikes, posts, users } from '../../db/schema';

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
