/** SQL for the for-you feed: the shared candidate pool and one reader's decayed reading signals. */
import type { TopicCategory } from '@noticeboard/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { articles, articleTrending, articleViews, publishers } from '../../db/schema';
import { rowsOf } from '../../lib/paging';
import { newestFirst } from './article.repository';
import type { Candidate } from './for-you.compose';

/** Newest published articles (index-ordered) with their trending score: the pool every reader's list comes from. */
export const CANDIDATE_POOL = 1_000;
export const SIGNAL_WINDOW_DAYS = 30;
export const SIGNAL_HALF_LIFE_DAYS = 7;
export const SAVE_SIGNAL_WEIGHT = 3;

export async function candidatePool(db: Queryable): Promise<Candidate[]> {
  const rows = await db
    .select({
      id: articles.id,
      category: articles.category,
      publisherId: articles.publisherId,
      publisherName: publishers.name,
      publishedAt: articles.publishedAt,
      trendingScore: articleTrending.score,
    })
    .from(articles)
    .innerJoin(publishers, eq(publishers.id, articles.publisherId))
    .leftJoin(articleTrending, eq(articleTrending.articleId, articles.id))
    .where(eq(articles.status, 'PUBLISHED'))
    .orderBy(...newestFirst)
    .limit(CANDIDATE_POOL);
  return rows.map((row) => ({ ...row, trendingScore: row.trendingScore ?? 0 }));
}

/** Articles the reader viewed within the signal window: already read, so not suggested again. */
export async function readArticleIds(db: Queryable, userId: string, since: Date): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ id: articleViews.articleId })
    .from(articleViews)
    .where(and(eq(articleViews.userId, userId), eq(articleViews.viewType, 'VIEW'), gte(articleViews.viewedAt, since)));
  return new Set(rows.map((row) => row.id));
}

export interface SignalRow {
  category: TopicCategory;
  publisher_id: string;
  weight: number;
}

/**
 * Reading signals per (category, publisher): each VIEW weighs 1 and each save 3, both halving every
 * SIGNAL_HALF_LIFE_DAYS, over the last SIGNAL_WINDOW_DAYS days.
 */
export async function readerSignals(db: Queryable, userId: string): Promise<SignalRow[]> {
  const result = await db.execute(sql`
    with signals as (
      select v.article_id, power(0.5, extract(epoch from (now() - v.viewed_at)) / 86400.0 / ${SIGNAL_HALF_LIFE_DAYS}) as weight
        from article_views v
       where v.user_id = ${userId} and v.view_type = 'VIEW'
         and v.viewed_at > now() - make_interval(days => ${SIGNAL_WINDOW_DAYS})
      union all
      select b.article_id, ${SAVE_SIGNAL_WEIGHT} * power(0.5, extract(epoch from (now() - b.created_at)) / 86400.0 / ${SIGNAL_HALF_LIFE_DAYS})
        from article_bookmarks b
       where b.user_id = ${userId} and b.created_at > now() - make_interval(days => ${SIGNAL_WINDOW_DAYS})
    )
    select a.category, a.publisher_id, sum(s.weight)::float8 as weight
      from signals s join articles a on a.id = s.article_id
     group by a.category, a.publisher_id
  `);
  return rowsOf<SignalRow>(result).map((row) => ({ ...row, weight: Number(row.weight) }));
}
