/**
 * The WHERE clauses the article lists are built from: published, visible to a reader, one category or publisher,
 * the latest-feed filter. Services pick and combine them; the list and count queries take the result.
 */
import type { NewsFilter, TopicCategory } from '@noticeboard/shared';
import { and, eq, gte, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { articles } from '../../db/schema';
import { rangeStart } from './news-clock';
import type { Viewer } from './viewer';

/** Published, and these conditions too. */
export function publishedWhere(conditions: SQL[] = []): SQL {
  return and(eq(articles.status, 'PUBLISHED'), ...conditions) as SQL;
}

/** Published and not among the ids hidden from the reader (the ids `ArticleLister.excludedFor` found). */
export function visibleExcept(hiddenIds: string[]): SQL {
  const published = eq(articles.status, 'PUBLISHED');
  if (hiddenIds.length === 0) return published;
  return and(published, notInArray(articles.id, hiddenIds)) as SQL;
}

/** What a reader may see, narrowed by these conditions. */
export function narrowed(visible: SQL, conditions: SQL[]): SQL {
  return and(visible, ...conditions) as SQL;
}

/**
 * Published, not reported by the viewer, not hidden for the viewer's school (an upheld report), asked of the
 * database itself (the lists use `visibleExcept` with the reader's ids kept in memory instead).
 */
export function visibleTo(viewer: Viewer | null): SQL {
  const conditions: SQL[] = [eq(articles.status, 'PUBLISHED')];
  if (viewer) {
    conditions.push(
      sql`not exists (select 1 from article_reports r where r.user_id = ${viewer.userId} and r.article_id = ${articles.id})`,
    );
    if (viewer.instituteId) {
      conditions.push(
        sql`not exists (select 1 from institute_hidden_articles h where h.institute_id = ${viewer.instituteId} and h.article_id = ${articles.id})`,
      );
    }
  }
  return and(...conditions) as SQL;
}

export const inCategory = (category: TopicCategory): SQL => eq(articles.category, category);

export const ofPublisher = (publisherId: string): SQL => eq(articles.publisherId, publisherId);

export const publishedSince = (since: Date): SQL => gte(articles.publishedAt, since);

/** The latest-feed filter (date range, categories, publishers) as conditions; news-filter.ts tests rows alike. */
export function filterConditions(filter: NewsFilter, now: Date): SQL[] {
  const conditions: SQL[] = [];
  if (filter.dateRange) conditions.push(gte(articles.publishedAt, rangeStart(filter.dateRange, now)));
  if (filter.categories?.length) conditions.push(inArray(articles.category, filter.categories));
  if (filter.publishers?.length) conditions.push(inArray(articles.publisherId, filter.publishers));
  return conditions;
}
