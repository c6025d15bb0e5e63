/** SQL for saved articles; `articles.save_count` moves in the same transaction as the bookmark row. */
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { articleBookmarks, articles, publishers } from '../../db/schema';

/** True when a row was added (saving twice adds nothing). */
export async function addBookmark(db: Queryable, userId: string, articleId: string): Promise<boolean> {
  const added = await db
    .insert(articleBookmarks)
    .values({ userId, articleId })
    .onConflictDoNothing()
    .returning({ articleId: articleBookmarks.articleId });
  return added.length > 0;
}

export async function removeBookmark(db: Queryable, userId: string, articleId: string): Promise<boolean> {
  const removed = await db
    .delete(articleBookmarks)
    .where(and(eq(articleBookmarks.userId, userId), eq(articleBookmarks.articleId, articleId)))
    .returning({ articleId: articleBookmarks.articleId });
  return removed.length > 0;
}

export async function shiftSaveCount(db: Queryable, articleId: string, by: 1 | -1 | 0): Promise<number> {
  const [row] = await db
    .update(articles)
    .set({ saveCount: sql`greatest(${articles.saveCount} + ${by}, 0)` })
    .where(eq(articles.id, articleId))
    .returning({ saveCount: articles.saveCount });
  return row?.saveCount ?? 0;
}

/** Newest save first. */
export function savedIds(db: Queryable, userId: string, visible: SQL, limit: number, offset: number) {
  return db
    .select({ id: articleBookmarks.articleId })
    .from(articleBookmarks)
    .innerJoin(articles, eq(articles.id, articleBookmarks.articleId))
    .where(and(eq(articleBookmarks.userId, userId), visible))
    .orderBy(desc(articleBookmarks.createdAt), desc(articleBookmarks.articleId))
    .limit(limit)
    .offset(offset);
}

export async function countSaved(db: Queryable, userId: string, visible: SQL): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(articleBookmarks)
    .innerJoin(articles, eq(articles.id, articleBookmarks.articleId))
    .where(and(eq(articleBookmarks.userId, userId), visible));
  return Number(row?.total ?? 0);
}

/** Publishers of the reader's saved articles, most saved first. */
export function savedByPublisher(db: Queryable, userId: string, visible: SQL) {
  const saved = count();
  return db
    .select({ id: publishers.id, slug: publishers.slug, name: publishers.name, logoUrl: publishers.logoUrl, saved })
    .from(articleBookmarks)
    .innerJoin(articles, eq(articles.id, articleBookmarks.articleId))
    .innerJoin(publishers, eq(publishers.id, articles.publisherId))
    .where(and(eq(articleBookmarks.userId, userId), visible))
    .groupBy(publishers.id)
    .orderBy(desc(saved), publishers.name);
}

/** Up to `limit` of the articles the user saved, in no particular order (the reader states keep them). */
export async function bookmarkedArticleIds(db: Queryable, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: articleBookmarks.articleId })
    .from(articleBookmarks)
    .where(eq(articleBookmarks.userId, userId))
    .limit(limit);
  return rows.map((row) => row.id);
}
