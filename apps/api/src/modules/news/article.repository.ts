/** SQL for reading articles: list pages, the article page, counts and facets. Every list is index-ordered. */
import { PUBLISH_DATE_RANGES, type PublishDateRange, type TopicCategory } from '@noticeboard/shared';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { articleBookmarks, articles, publishers } from '../../db/schema';
import { rangeStart } from './news-clock';

const listColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  summary: articles.summary,
  category: articles.category,
  author: articles.author,
  publishedAt: articles.publishedAt,
  readingMinutes: articles.readingMinutes,
  viewCount: articles.viewCount,
  saveCount: articles.saveCount,
  audioStatus: articles.audioStatus,
  imageKey: articles.imageKey,
  imageSmallKey: articles.imageSmallKey,
  imageWidth: articles.imageWidth,
  imageHeight: articles.imageHeight,
  imageAlt: articles.imageAlt,
  publisherId: publishers.id,
  publisherSlug: publishers.slug,
  publisherName: publishers.name,
  publisherLogoUrl: publishers.logoUrl,
};

/** Newest first; the id breaks ties so pages never overlap (matches articles_published_idx). */
export const newestFirst = [desc(articles.publishedAt), desc(articles.id)];

export interface ListOptions {
  where: SQL | undefined;
  orderBy?: SQL[];
  limit: number;
  offset?: number;
}

export function selectArticles(db: Queryable, options: ListOptions) {
  return db
    .select(listColumns)
    .from(articles)
    .innerJoin(publishers, eq(publishers.id, articles.publisherId))
    .where(options.where)
    .orderBy(...(options.orderBy ?? newestFirst))
    .limit(options.limit)
    .offset(options.offset ?? 0);
}
export type ArticleListRow = Awaited<ReturnType<typeof selectArticles>>[number];

/** Rows for ids picked elsewhere (ranking), in the order of `ids`. */
export async function selectArticlesInOrder(db: Queryable, ids: string[], where: SQL): Promise<ArticleListRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectArticles(db, { where: and(inArray(articles.id, ids), where), limit: ids.length });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Published rows for these ids (ranked lists keep them in memory by id); the order is the index's. */
export function selectPublishedAmong(db: Queryable, ids: string[]) {
  return selectArticles(db, {
    where: and(eq(articles.status, 'PUBLISHED'), inArray(articles.id, ids)),
    limit: ids.length,
  });
}

/** The newest visible articles of a category, leaving out one (similar articles are topped up with them). */
export function newestOfCategory(
  db: Queryable,
  { visible, category, exceptId, limit }: { visible: SQL; category: TopicCategory; exceptId: string; limit: number },
) {
  return selectArticles(db, {
    where: and(visible, eq(articles.category, category), ne(articles.id, exceptId)),
    orderBy: [desc(articles.publishedAt), desc(articles.id)],
    limit,
  });
}

/** The article's id when it is in `scope` (published, or visible to a reader), else undefined. */
export async function findArticleIn(db: Queryable, articleId: string, scope: SQL): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.id, articleId), scope))
    .limit(1);
  return row;
}

/** The id and category of a visible article, by its slug. */
export async function findVisibleBySlug(db: Queryable, slug: string, visible: SQL) {
  const [row] = await db
    .select({ id: articles.id, category: articles.category })
    .from(articles)
    .where(and(eq(articles.slug, slug), visible))
    .limit(1);
  return row;
}

export async function countArticles(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(articles).where(where);
  return Number(row?.total ?? 0);
}

async function findDetails(db: Queryable, where: SQL | undefined) {
  const [row] = await db
    .select({
      ...listColumns,
      contentHtml: articles.contentHtml,
      contentText: articles.contentText,
      canonicalUrl: articles.canonicalUrl,
      wordCount: articles.wordCount,
      audioKey: articles.audioKey,
      audioDurationSeconds: articles.audioDurationSeconds,
    })
    .from(articles)
    .innerJoin(publishers, eq(publishers.id, articles.publisherId))
    .where(where)
    .limit(1);
  return row;
}
export type ArticleDetailsRow = NonNullable<Awaited<ReturnType<typeof findDetails>>>;

/** The article page of a published article. */
export function findPublishedDetails(db: Queryable, slug: string): Promise<ArticleDetailsRow | undefined> {
  return findDetails(db, and(eq(articles.slug, slug), eq(articles.status, 'PUBLISHED')));
}

/** Which of these articles the user saved: one query by primary key. */
export async function savedAmong(db: Queryable, userId: string, articleIds: string[]): Promise<Set<string>> {
  if (articleIds.length === 0) return new Set();
  const rows = await db
    .select({ articleId: articleBookmarks.articleId })
    .from(articleBookmarks)
    .where(and(eq(articleBookmarks.userId, userId), inArray(articleBookmarks.articleId, articleIds)));
  return new Set(rows.map((row) => row.articleId));
}

export interface ExcludedArticle {
  id: string;
  publishedAt: Date;
  category: TopicCategory;
  publisherId: string;
}

/** Published articles among these ids, with what the feeds filter on (to correct shared counts). */
export function publishedAmong(db: Queryable, ids: string[]): Promise<ExcludedArticle[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: articles.id,
      publishedAt: articles.publishedAt,
      category: articles.category,
      publisherId: articles.publisherId,
    })
    .from(articles)
    .where(and(eq(articles.status, 'PUBLISHED'), inArray(articles.id, ids)));
}

/** Count per publish-date range (each range counted on its own, ranges overlap). */
export async function countByDateRange(
  db: Queryable,
  where: SQL | undefined,
  now: Date,
): Promise<Record<PublishDateRange, number>> {
  const starts = PUBLISH_DATE_RANGES.map((range) => rangeStart(range, now));
  const earliest = new Date(Math.min(...starts.map((start) => start.getTime())));
  const columns = Object.fromEntries(
    PUBLISH_DATE_RANGES.map((range, i) => [
      range,
      sql<number>`count(*) filter (where ${articles.publishedAt} >= ${starts[i]})`.mapWith(Number),
    ]),
  ) as Record<PublishDateRange, SQL.Aliased<number> | SQL<number>>;
  const [row] = await db
    .select(columns)
    .from(articles)
    .where(and(where, sql`${articles.publishedAt} >= ${earliest}`));
  return Object.fromEntries(PUBLISH_DATE_RANGES.map((range) => [range, Number(row?.[range] ?? 0)])) as Record<
    PublishDateRange,
    number
  >;
}

export async function countByCategory(db: Queryable, where: SQL | undefined): Promise<Map<TopicCategory, number>> {
  const rows = await db
    .select({ category: articles.category, total: count() })
    .from(articles)
    .where(where)
    .groupBy(articles.category);
  return new Map(rows.map((row) => [row.category, Number(row.total)]));
}

export async function countByPublisher(db: Queryable, where: SQL | undefined): Promise<Map<string, number>> {
  const rows = await db
    .select({ publisherId: articles.publisherId, total: count() })
    .from(articles)
    .where(where)
    .groupBy(articles.publisherId);
  return new Map(rows.map((row) => [row.publisherId, Number(row.total)]));
}

export function listPublishers(db: Queryable) {
  return db.select().from(publishers).orderBy(asc(publishers.name));
}
export type PublisherRow = Awaited<ReturnType<typeof listPublishers>>[number];

export async function existingPublisherIds(db: Queryable, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: publishers.id }).from(publishers).where(inArray(publishers.id, ids));
  return new Set(rows.map((row) => row.id));
}
