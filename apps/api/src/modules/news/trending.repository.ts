/**
 * Trending scores. Formula (recomputed by the `news-trending` job every 5 minutes):
 *
 *   score(article) = Σ over VIEW events in the last 72 h of 1 · 2^(−age_hours / 24)
 *                  + Σ over saves in the last 72 h of          3 · 2^(−age_hours / 24)
 *
 * i.e. views weigh 1, saves 3, and every signal loses half its weight each 24 hours (exponential decay,
 * half-life 24 h). Articles without signals in the window are dropped from the table.
 */
import type { TopicCategory } from '@noticeboard/shared';
import { and, count, desc, eq, gte, type SQL, sql, sum } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { articles, articleTrending } from '../../db/schema';

export const TRENDING_WINDOW_HOURS = 72;
export const TRENDING_HALF_LIFE_HOURS = 24;
export const VIEW_WEIGHT = 1;
export const SAVE_WEIGHT = 3;

/** One statement: upsert every article's decayed score, then delete rows of articles without recent signals. */
export async function recomputeTrending(db: Queryable): Promise<void> {
  await db.execute(sql`
    with signals as (
      select v.article_id, ${VIEW_WEIGHT}::float8 as weight, v.viewed_at as at, 1 as is_view, 0 as is_save
        from article_views v
       where v.view_type = 'VIEW' and v.viewed_at > now() - make_interval(hours => ${TRENDING_WINDOW_HOURS})
      union all
      select b.article_id, ${SAVE_WEIGHT}::float8, b.created_at, 0, 1
        from article_bookmarks b
       where b.created_at > now() - make_interval(hours => ${TRENDING_WINDOW_HOURS})
    ),
    scored as (
      select s.article_id,
             sum(s.weight * power(0.5, extract(epoch from (now() - s.at)) / 3600.0 / ${TRENDING_HALF_LIFE_HOURS})) as score,
             sum(s.is_view)::int as recent_views,
             sum(s.is_save)::int as recent_saves
        from signals s
        join articles a on a.id = s.article_id and a.status = 'PUBLISHED'
       group by s.article_id
    ),
    upserted as (
      insert into article_trending (article_id, score, recent_views, recent_saves, computed_at)
      select article_id, score, recent_views, recent_saves, now() from scored
      on conflict (article_id) do update
        set score = excluded.score, recent_views = excluded.recent_views,
            recent_saves = excluded.recent_saves, computed_at = excluded.computed_at
      returning article_id
    )
    delete from article_trending t
     where not exists (select 1 from scored s where s.article_id = t.article_id)
  `);
}

/** Highest score first; ties: newest. */
export function trendingIds(db: Queryable, visible: SQL, limit: number, offset: number) {
  return db
    .select({ id: articles.id, score: articleTrending.score })
    .from(articleTrending)
    .innerJoin(articles, eq(articles.id, articleTrending.articleId))
    .where(visible)
    .orderBy(desc(articleTrending.score), desc(articles.publishedAt), desc(articles.id))
    .limit(limit)
    .offset(offset);
}

export async function countTrending(db: Queryable, visible: SQL): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(articleTrending)
    .innerJoin(articles, eq(articles.id, articleTrending.articleId))
    .where(visible);
  return Number(row?.total ?? 0);
}

/** Before the first scores exist: the most viewed articles published since `since`. */
export function mostViewedIds(db: Queryable, visible: SQL, since: Date, limit: number, offset: number) {
  return db
    .select({ id: articles.id })
    .from(articles)
    .where(and(visible, gte(articles.publishedAt, since)))
    .orderBy(desc(articles.viewCount), desc(articles.publishedAt), desc(articles.id))
    .limit(limit)
    .offset(offset);
}

export async function scoreByCategory(db: Queryable): Promise<Map<TopicCategory, number>> {
  const rows = await db
    .select({ category: articles.category, score: sum(articleTrending.score).mapWith(Number) })
    .from(articleTrending)
    .innerJoin(articles, eq(articles.id, articleTrending.articleId))
    .where(eq(articles.status, 'PUBLISHED'))
    .groupBy(articles.category);
  return new Map(rows.map((row) => [row.category, row.score ?? 0]));
}
