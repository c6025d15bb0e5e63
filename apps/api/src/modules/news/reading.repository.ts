/** SQL for reading signals: recording views, today's distinct reads, recent reads, reads per publisher/category. */
import type { TopicCategory, ViewType } from '@noticeboard/shared';
import { and, countDistinct, desc, eq, gte, max, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { articles, articleViews, publishers, users } from '../../db/schema';

/** Serialises one reader's concurrent views so "just reached the minimum" happens once. */
export async function lockReader(db: Queryable, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function insertView(
  db: Queryable,
  values: { articleId: string; userId: string; viewType: ViewType; viewedAt?: Date },
) {
  await db.insert(articleViews).values(values);
  if (values.viewType === 'VIEW') {
    await db
      .update(articles)
      .set({ viewCount: sql`${articles.viewCount} + 1` })
      .where(eq(articles.id, values.articleId));
  }
}

export async function readSince(db: Queryable, userId: string, since: Date, articleId?: string): Promise<number> {
  const [row] = await db
    .select({ total: countDistinct(articleViews.articleId) })
    .from(articleViews)
    .where(
      and(
        eq(articleViews.userId, userId),
        eq(articleViews.viewType, 'VIEW'),
        gte(articleViews.viewedAt, since),
        articleId ? eq(articleViews.articleId, articleId) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

/** The reader's distinct read articles, last read first. */
export function recentReadIds(db: Queryable, userId: string, visible: SQL, limit: number, offset: number) {
  const lastRead = max(articleViews.viewedAt);
  return db
    .select({ id: articleViews.articleId, lastRead })
    .from(articleViews)
    .innerJoin(articles, eq(articles.id, articleViews.articleId))
    .where(and(eq(articleViews.userId, userId), eq(articleViews.viewType, 'VIEW'), visible))
    .groupBy(articleViews.articleId)
    .orderBy(desc(lastRead), desc(articleViews.articleId))
    .limit(limit)
    .offset(offset);
}

export async function countRecentReads(db: Queryable, userId: string, visible: SQL): Promise<number> {
  const [row] = await db
    .select({ total: countDistinct(articleViews.articleId) })
    .from(articleViews)
    .innerJoin(articles, eq(articles.id, articleViews.articleId))
    .where(and(eq(articleViews.userId, userId), eq(articleViews.viewType, 'VIEW'), visible));
  return Number(row?.total ?? 0);
}

/** Distinct articles read per publisher since a time (Your Publication Mix). */
export function readsByPublisher(db: Queryable, userId: string, since: Date) {
  const reads = countDistinct(articleViews.articleId);
  return db
    .select({
      id: publishers.id,
      slug: publishers.slug,
      name: publishers.name,
      logoUrl: publishers.logoUrl,
      reads,
    })
    .from(articleViews)
    .innerJoin(articles, eq(articles.id, articleViews.articleId))
    .innerJoin(publishers, eq(publishers.id, articles.publisherId))
    .where(and(eq(articleViews.userId, userId), eq(articleViews.viewType, 'VIEW'), gte(articleViews.viewedAt, since)))
    .groupBy(publishers.id)
    .orderBy(desc(reads), publishers.name);
}

export async function readsByCategory(
  db: Queryable,
  userId: string,
  since: Date,
): Promise<Array<{ category: TopicCategory; reads: number }>> {
  const reads = countDistinct(articleViews.articleId);
  const rows = await db
    .select({ category: articles.category, reads })
    .from(articleViews)
    .innerJoin(articles, eq(articles.id, articleViews.articleId))
    .where(and(eq(articleViews.userId, userId), eq(articleViews.viewType, 'VIEW'), gte(articleViews.viewedAt, since)))
    .groupBy(articles.category)
    .orderBy(desc(reads), articles.category);
  return rows.map((row) => ({ category: row.category, reads: Number(row.reads) }));
}
