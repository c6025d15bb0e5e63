/** SQL of the ingester: publishers and feeds (upserts, due feeds, fetch outcomes) and article inserts. */
import type { TopicCategory } from '@noticeboard/shared';
import { and, asc, eq, inArray, like, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { articles, publisherFeeds, publishers } from '../../../db/schema';
import { SUMMARY_VERSION, summarise } from '../summary';
import { saveSummary } from '../summary.repository';

export type PublisherRow = typeof publishers.$inferSelect;
export type FeedRow = typeof publisherFeeds.$inferSelect;
export type NewArticle = typeof articles.$inferInsert;

/** A feed with what ingesting it needs from its publisher. */
export interface FeedToIngest {
  feed: FeedRow;
  publisher: Pick<PublisherRow, 'id' | 'slug' | 'name' | 'defaultCategory'>;
}

export async function findPublisherBySlug(db: Queryable, slug: string): Promise<PublisherRow | undefined> {
  const [row] = await db.select().from(publishers).where(eq(publishers.slug, slug)).limit(1);
  return row;
}

export async function upsertPublisher(
  db: Queryable,
  values: {
    slug: string;
    name: string;
    siteUrl: string | null;
    defaultCategory: TopicCategory;
    logoUrl?: string | null;
  },
): Promise<PublisherRow> {
  const { slug, ...changes } = values;
  const [row] = await db
    .insert(publishers)
    .values(values)
    .onConflictDoUpdate({ target: publishers.slug, set: changes })
    .returning();
  if (!row) throw new Error('publisher upsert returned no row');
  return row;
}

/** Adds a feed, or re-points an existing one (by url) at this publisher and category and enables it. */
export async function upsertFeed(
  db: Queryable,
  values: { publisherId: string; url: string; category: TopicCategory | null },
): Promise<FeedRow> {
  const [row] = await db
    .insert(publisherFeeds)
    // A new feed is due at once. Not the column's default now(): the database keeps microseconds, the app's clock
    // milliseconds, so a feed added within the same millisecond as the next run was not yet due to it.
    .values({ ...values, nextFetchAt: new Date(0) })
    .onConflictDoUpdate({
      target: publisherFeeds.url,
      set: { publisherId: values.publisherId, category: values.category, enabled: true },
    })
    .returning();
  if (!row) throw new Error('feed upsert returned no row');
  return row;
}

/** Feeds of a publisher that its file no longer lists stop being fetched (their articles stay). */
export async function disableFeedsExcept(db: Queryable, publisherId: string, keptUrls: string[]): Promise<void> {
  await db
    .update(publisherFeeds)
    .set({ enabled: false })
    .where(
      and(
        eq(publisherFeeds.publisherId, publisherId),
        keptUrls.length ? notInArray(publisherFeeds.url, keptUrls) : undefined,
      ),
    );
}

const feedWithPublisher = {
  feed: publisherFeeds,
  publisher: {
    id: publishers.id,
    slug: publishers.slug,
    name: publishers.name,
    defaultCategory: publishers.defaultCategory,
  },
};

export async function findFeed(db: Queryable, idOrUrl: string): Promise<FeedToIngest | undefined> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrUrl);
  const [row] = await db
    .select(feedWithPublisher)
    .from(publisherFeeds)
    .innerJoin(publishers, eq(publishers.id, publisherFeeds.publisherId))
    .where(
      isUuid ? or(eq(publisherFeeds.id, idOrUrl), eq(publisherFeeds.url, idOrUrl)) : eq(publisherFeeds.url, idOrUrl),
    )
    .limit(1);
  return row;
}

export function dueFeeds(db: Queryable, now: Date): Promise<FeedToIngest[]> {
  return db
    .select(feedWithPublisher)
    .from(publisherFeeds)
    .innerJoin(publishers, eq(publishers.id, publisherFeeds.publisherId))
    .where(and(eq(publisherFeeds.enabled, true), lte(publisherFeeds.nextFetchAt, now)))
    .orderBy(asc(publisherFeeds.nextFetchAt));
}

export async function recordFeedFetched(
  db: Queryable,
  feedId: string,
  values: { status: string; etag?: string | null; lastModified?: string | null; fetchedAt: Date; nextFetchAt: Date },
): Promise<void> {
  await db
    .update(publisherFeeds)
    .set({
      lastStatus: values.status,
      lastError: null,
      consecutiveFailures: 0,
      lastFetchedAt: values.fetchedAt,
      nextFetchAt: values.nextFetchAt,
      // A 304 keeps the validators it was answered for.
      ...(values.etag !== undefined ? { etag: values.etag } : {}),
      ...(values.lastModified !== undefined ? { lastModified: values.lastModified } : {}),
    })
    .where(eq(publisherFeeds.id, feedId));
}

export async function recordFeedFailed(
  db: Queryable,
  feedId: string,
  values: { status: string; error: string; consecutiveFailures: number; fetchedAt: Date; nextFetchAt: Date },
): Promise<void> {
  await db
    .update(publisherFeeds)
    .set({
      lastStatus: values.status,
      lastError: values.error.slice(0, 1000),
      consecutiveFailures: values.consecutiveFailures,
      lastFetchedAt: values.fetchedAt,
      nextFetchAt: values.nextFetchAt,
    })
    .where(eq(publisherFeeds.id, feedId));
}

/** Which of these guids the publisher already has. */
export async function knownGuids(db: Queryable, publisherId: string, guids: string[]): Promise<Set<string>> {
  if (!guids.length) return new Set();
  const rows = await db
    .select({ guid: articles.guid })
    .from(articles)
    .where(and(eq(articles.publisherId, publisherId), inArray(articles.guid, guids)));
  return new Set(rows.map((row) => row.guid));
}

/** Which of these canonical URLs any publisher already has. */
export async function knownCanonicalUrls(db: Queryable, urls: string[]): Promise<Set<string>> {
  if (!urls.length) return new Set();
  const rows = await db
    .select({ url: articles.canonicalUrl })
    .from(articles)
    .where(inArray(articles.canonicalUrl, urls));
  return new Set(rows.flatMap((row) => (row.url ? [row.url] : [])));
}

/** Slugs taken among `base` and `base-…`. */
export async function takenSlugs(db: Queryable, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: articles.slug })
    .from(articles)
    .where(or(eq(articles.slug, base), like(articles.slug, `${base}-%`)));
  return new Set(rows.map((row) => row.slug));
}

/** False when a unique index refused the row (same guid, canonical URL or slug): another run got there first. */
export async function insertArticle(db: Queryable, values: NewArticle): Promise<boolean> {
  const rows = await db.insert(articles).values(values).onConflictDoNothing().returning({ id: articles.id });
  // "In short" is computed as the article is stored (older articles get theirs on first read).
  if (rows[0]) await saveSummary(db, rows[0].id, summarise(values.contentText), SUMMARY_VERSION);
  return rows.length > 0;
}

export async function articleExists(
  db: Queryable,
  publisherId: string,
  guid: string,
  canonical: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(articles)
    .where(
      or(
        and(eq(articles.publisherId, publisherId), eq(articles.guid, guid)),
        canonical ? eq(articles.canonicalUrl, canonical) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}
