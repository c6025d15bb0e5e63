/** SQL for news decks: recent articles per category and which of them the reader has not read yet. */
import type { TopicCategory } from '@noticeboard/shared';
import { and, count, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { articles } from '../../db/schema';
import { selectArticles } from './article.repository';

const unreadBy = (userId: string) =>
  sql`not exists (select 1 from article_views v where v.user_id = ${userId} and v.article_id = ${articles.id} and v.view_type = 'VIEW')`;

export async function recentByCategory(db: Queryable, userId: string, visible: SQL, since: Date) {
  const rows = await db
    .select({
      category: articles.category,
      total: count(),
      unread: sql<number>`count(*) filter (where ${unreadBy(userId)})`.mapWith(Number),
    })
    .from(articles)
    .where(and(visible, gte(articles.publishedAt, since)))
    .groupBy(articles.category);
  return new Map(rows.map((row) => [row.category, { total: Number(row.total), unread: Number(row.unread) }]));
}

function recentConditions(userId: string, category: TopicCategory, since: Date, unread: boolean): SQL[] {
  const read = unreadBy(userId);
  return [eq(articles.category, category), gte(articles.publishedAt, since), unread ? read : sql`not (${read})`];
}

export interface RecentCardsQuery {
  userId: string;
  visible: SQL;
  category: TopicCategory;
  since: Date;
  /** True: only unread cards; false: only read ones (they top a short deck up). */
  unread: boolean;
  limit: number;
}

/** A category's visible articles published since `since`, newest first: those the reader has (not) read. */
export function recentCards(db: Queryable, { userId, visible, category, since, unread, limit }: RecentCardsQuery) {
  return selectArticles(db, { where: and(visible, ...recentConditions(userId, category, since, unread)), limit });
}
