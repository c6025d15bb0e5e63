/** The news reader: publishers and their feeds, ingested articles, reading signals, saves, reports, audio. */
import { ABUSE_TYPES, AUDIO_STATUSES, REPORT_STATUSES, TOPIC_CATEGORIES, VIEW_TYPES } from '@noticeboard/shared';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { institutes } from './institute';
import { users } from './user';

export const topicCategoryEnum = pgEnum('topic_category', TOPIC_CATEGORIES);
export const audioStatusEnum = pgEnum('audio_status', AUDIO_STATUSES);
export const viewTypeEnum = pgEnum('view_type', VIEW_TYPES);
export const abuseTypeEnum = pgEnum('abuse_type', ABUSE_TYPES);
export const articleReportStatusEnum = pgEnum('article_report_status', REPORT_STATUSES);
export const articleStatusEnum = pgEnum('article_status', ['PUBLISHED', 'REMOVED']);

// Descending indexes are NULLS FIRST, as `ORDER BY x DESC` is: PostgreSQL uses an index for an ORDER BY
// only when the null ordering matches too (even on NOT NULL columns).
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const publishers = pgTable(
  'publishers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** A URL (served by us or a publisher's own). */
    logoUrl: text('logo_url'),
    siteUrl: text('site_url'),
    defaultCategory: topicCategoryEnum('default_category').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('publishers_slug_key').on(table.slug)],
);

/** One RSS or Atom feed of a publisher, with what conditional GET and back-off need. */
export const publisherFeeds = pgTable(
  'publisher_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publisherId: uuid('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    /** http(s) URL or, for the shipped demo corpus, a file path. */
    url: text('url').notNull(),
    /** Overrides the publisher's default category for this feed. */
    category: topicCategoryEnum('category'),
    enabled: boolean('enabled').notNull().default(true),
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    lastStatus: text('last_status'),
    lastError: text('last_error'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    nextFetchAt: timestamp('next_fetch_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('publisher_feeds_url_key').on(table.url),
    index('publisher_feeds_due_idx').on(table.nextFetchAt),
  ],
);

export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    publisherId: uuid('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    feedId: uuid('feed_id').references(() => publisherFeeds.id, { onDelete: 'set null' }),
    guid: text('guid').notNull(),
    canonicalUrl: text('canonical_url'),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Sanitised HTML. */
    contentHtml: text('content_html').notNull(),
    contentText: text('content_text').notNull(),
    author: text('author'),
    category: topicCategoryEnum('category').notNull(),
    /** Storage keys of the re-encoded lead image and its phone-sized variant. */
    imageKey: text('image_key'),
    imageSmallKey: text('image_small_key'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    imageAlt: text('image_alt'),
    wordCount: integer('word_count').notNull(),
    readingMinutes: integer('reading_minutes').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    ingestedAt: timestamp('ingested_at', { withTimezone: true }).notNull().defaultNow(),
    status: articleStatusEnum('status').notNull().default('PUBLISHED'),
    /** Kept in step with article_views / article_bookmarks so lists never count per request. */
    viewCount: integer('view_count').notNull().default(0),
    saveCount: integer('save_count').notNull().default(0),
    audioStatus: audioStatusEnum('audio_status').notNull().default('PENDING'),
    /** The stored MP3's key once READY; nothing else. */
    audioKey: text('audio_key'),
    audioDurationSeconds: real('audio_duration_seconds'),
    /** Audio tries so far, the one under way included. */
    audioAttempts: integer('audio_attempts').notNull().default(0),
    /** PENDING: a worker's claim holds until then (a crashed worker's claim expires). FAILED: retry after then. */
    audioLeaseUntil: timestamp('audio_lease_until', { withTimezone: true }),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(summary, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(content_text, '')), 'C')`,
      ),
  },
  (table) => [
    uniqueIndex('articles_slug_key').on(table.slug),
    uniqueIndex('articles_publisher_guid_key').on(table.publisherId, table.guid),
    uniqueIndex('articles_canonical_url_key').on(table.canonicalUrl).where(sql`${table.canonicalUrl} is not null`),
    index('articles_published_idx').on(table.publishedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('articles_category_published_idx').on(
      table.category,
      table.publishedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('articles_publisher_published_idx').on(
      table.publisherId,
      table.publishedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('articles_audio_pending_idx').on(table.ingestedAt).where(sql`${table.audioStatus} = 'PENDING'`),
    index('articles_search_idx').using('gin', table.search),
    // Global search's fallback for misspelt words (modules/search).
    index('articles_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
  ],
);

/** Reading signals: one row per view or impression (anonymous views have no user). */
export const articleViews = pgTable(
  'article_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    viewType: viewTypeEnum('view_type').notNull().default('VIEW'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('article_views_user_idx').on(table.userId, table.viewedAt.desc().nullsFirst()),
    index('article_views_recent_idx').on(table.viewedAt, table.articleId),
  ],
);

export const articleBookmarks = pgTable(
  'article_bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.articleId] }),
    index('article_bookmarks_user_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
    index('article_bookmarks_recent_idx').on(table.createdAt),
  ],
);

export const articleReports = pgTable(
  'article_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The reporter's school at the time, so the school's reviewers see it (null for individuals). */
    instituteId: uuid('institute_id').references(() => institutes.id, { onDelete: 'cascade' }),
    abuseType: abuseTypeEnum('abuse_type').notNull(),
    reason: text('reason').notNull(),
    status: articleReportStatusEnum('status').notNull().default('OPEN'),
    actionTakenBy: uuid('action_taken_by').references(() => users.id, { onDelete: 'set null' }),
    actionTakenByUserName: text('action_taken_by_user_name'),
    actionTakenAt: timestamp('action_taken_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('article_reports_user_article_key').on(table.userId, table.articleId),
    index('article_reports_institute_idx').on(table.instituteId, table.status, table.createdAt.desc().nullsFirst()),
  ],
);

/** An upheld report hides the article from every member of that school. */
export const instituteHiddenArticles = pgTable(
  'institute_hidden_articles',
  {
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.instituteId, table.articleId] })],
);

/** `/customize-feeds` choices and the latest-feed filter a reader applied. */
export const newsPreferences = pgTable('news_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  categories: topicCategoryEnum('categories').array().notNull().default(sql`'{}'`),
  publisherIds: uuid('publisher_ids').array().notNull().default(sql`'{}'`),
  personalise: boolean('personalise').notNull().default(true),
  /** SavedFilter of the shared contract, or null when reset. */
  latestFilter: jsonb('latest_filter'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Trending scores, recomputed by a job from recent views and saves with time decay. */
export const articleTrending = pgTable(
  'article_trending',
  {
    articleId: uuid('article_id')
      .primaryKey()
      .references(() => articles.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
    recentViews: integer('recent_views').notNull(),
    recentSaves: integer('recent_saves').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('article_trending_score_idx').on(table.score.desc().nullsFirst(), table.articleId)],
);

/** Spoken bulletins: `latest` and one per topic category, regenerated when their articles change. */
export const newsBulletins = pgTable('news_bulletins', {
  key: text('key').primaryKey(),
  status: audioStatusEnum('status').notNull().default('PENDING'),
  text: text('text').notNull(),
  articleIds: uuid('article_ids').array().notNull(),
  audioKey: text('audio_key'),
  audioDurationSeconds: real('audio_duration_seconds'),
  generatedAt: timestamp('generated_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
