/**
 * The community: posts (community, forum, collab and library kinds) with attachments, likes, comments,
 * approval requests, reports, appeals, posting restrictions and each school's moderation settings.
 * Every moderation change also writes a post_history row (who, what, when, before/after).
 */
import {
  ATTACHMENT_TYPES,
  FEED_KINDS,
  POST_AUDIENCES,
  POST_REPORT_REASONS,
  POST_REPORT_STATUSES,
  POST_REQUEST_STATUSES,
  POST_TYPES,
  POST_VISIBILITIES,
} from '@noticeboard/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { collabProjects } from './collab';
import { institutes } from './institute';
import { users } from './user';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const postTypeEnum = pgEnum('post_type', POST_TYPES);
export const feedKindEnum = pgEnum('feed_kind', FEED_KINDS);
export const postAudienceEnum = pgEnum('post_audience', POST_AUDIENCES);
export const postVisibilityEnum = pgEnum('post_visibility', POST_VISIBILITIES);
export const postRequestStatusEnum = pgEnum('post_request_status', POST_REQUEST_STATUSES);
export const attachmentTypeEnum = pgEnum('attachment_type', ATTACHMENT_TYPES);
export const postReportReasonEnum = pgEnum('post_report_reason', POST_REPORT_REASONS);
export const postReportStatusEnum = pgEnum('post_report_status', POST_REPORT_STATUSES);

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    /** A forum thread's title; optional for other kinds. */
    title: text('title'),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The author's school; null for individuals (they post to the global community only). */
    instituteId: uuid('institute_id').references(() => institutes.id, { onDelete: 'cascade' }),
    feedKind: feedKindEnum('feed_kind').notNull().default('community'),
    /** A collab's update (feed_kind 'collab'). */
    collabId: uuid('collab_id').references(() => collabProjects.id, { onDelete: 'cascade' }),
    postType: postTypeEnum('post_type').notNull(),
    /** Category name (global or the school's own) and its hyphenated slug. */
    category: text('category').notNull(),
    categorySlug: text('category_slug').notNull(),
    topic: text('topic'),
    /** Sanitised HTML, and its text for search and previews. */
    descriptionHtml: text('description_html').notNull(),
    descriptionText: text('description_text').notNull(),
    audience: postAudienceEnum('audience').notNull().default('EVERYONE'),
    /** Where it is seen once published; SELF while it waits or after it was declined. */
    visibility: postVisibilityEnum('visibility').notNull().default('SELF'),
    /** What the author asked for, applied when the post is approved. */
    requestedVisibility: postVisibilityEnum('requested_visibility').notNull().default('INSTITUTE'),
    requestStatus: postRequestStatusEnum('request_status').notNull().default('PENDING'),
    linkPreview: jsonb('link_preview'),
    likesCount: integer('likes_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    savedToMagazine: boolean('saved_to_magazine').notNull().default(false),
    historyExists: boolean('history_exists').notNull().default(false),
    appealedAt: timestamp('appealed_at', { withTimezone: true }),
    /** Removed after an upheld report or by its author: kept for the history, never listed. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Global search (modules/search): kept by PostgreSQL on every write. 'english' stems, 'simple' keeps each word
     * as written (Hindi, names, stop words); title A, text B, category and topic C.
     */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')) || to_tsvector('simple'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, description_text) || to_tsvector('simple'::regconfig, description_text), 'B') || setweight(to_tsvector('simple'::regconfig, category || ' ' || coalesce(topic, '')), 'C')`,
      ),
  },
  (table) => [
    uniqueIndex('posts_slug_key').on(table.slug),
    index('posts_search_idx').using('gin', table.search),
    index('posts_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
    // The global feed: published, global, newest first (DESC NULLS FIRST to match ORDER BY … DESC).
    index('posts_global_feed_idx')
      .on(table.feedKind, table.publishedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.visibility} = 'GLOBAL' and ${table.removedAt} is null`),
    // A school's feed: its published posts of any visibility but SELF.
    index('posts_institute_feed_idx')
      .on(table.instituteId, table.feedKind, table.publishedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.visibility} <> 'SELF' and ${table.removedAt} is null`),
    index('posts_category_feed_idx')
      .on(table.categorySlug, table.publishedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.visibility} = 'GLOBAL' and ${table.removedAt} is null`),
    index('posts_pending_idx').on(
      table.instituteId,
      table.requestStatus,
      table.postType,
      table.createdAt.desc().nullsFirst(),
    ),
    index('posts_author_idx').on(table.authorId, table.createdAt.desc().nullsFirst()),
    index('posts_collab_idx')
      .on(table.collabId, table.publishedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.collabId} is not null and ${table.removedAt} is null`),
  ],
);

/** Uploaded files: owned by their uploader until attached to a post (at most once). */
export const postAttachments = pgTable(
  'post_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    attachmentType: attachmentTypeEnum('attachment_type').notNull(),
    /** Storage key of the file served (re-encoded for images). */
    storageKey: text('storage_key').notNull(),
    /** Smaller image variants: [{ key, width }], widest first. */
    variants: jsonb('variants').notNull().default(sql`'[]'::jsonb`),
    /** PDF page images and a video's still, as storage keys. */
    relatedKeys: jsonb('related_keys').notNull().default(sql`'[]'::jsonb`),
    thumbnailKey: text('thumbnail_key'),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    title: text('title'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('post_attachments_post_idx').on(table.postId, table.position)],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.postId] }), index('post_likes_post_idx').on(table.postId)],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('post_comments_post_idx').on(table.postId, table.createdAt),
    // "Replied to" forum threads: a member's comments.
    index('post_comments_author_idx').on(table.authorId, table.createdAt.desc().nullsFirst()),
  ],
);

/** One report per reporter and post; the moderator's decision closes it once (status + name kept). */
export const postReports = pgTable(
  'post_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The post's school reviews it; null (an individual's post) goes to the platform's review. */
    instituteId: uuid('institute_id').references(() => institutes.id, { onDelete: 'cascade' }),
    reason: postReportReasonEnum('reason').notNull(),
    details: text('details'),
    status: postReportStatusEnum('status').notNull().default('OPEN'),
    actionTakenBy: uuid('action_taken_by').references(() => users.id, { onDelete: 'set null' }),
    actionTakenByUserName: text('action_taken_by_user_name'),
    actedAt: timestamp('acted_at', { withTimezone: true }),
    /** The reporter was told the outcome (in-app notice). */
    reporterNotifiedAt: timestamp('reporter_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('post_reports_reporter_post_key').on(table.reporterId, table.postId),
    index('post_reports_institute_idx').on(table.instituteId, table.status, table.createdAt.desc().nullsFirst()),
  ],
);

/** Posting and commenting switched off until `until` after repeated upheld reports; lifts on its own. */
export const postingRestrictions = pgTable(
  'posting_restrictions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('posting_restrictions_user_idx').on(table.userId, table.until.desc().nullsFirst())],
);

/** Who did what to a post, with the fields before and after (moderation, edits, appeals). */
export const postHistory = pgTable(
  'post_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('post_history_post_idx').on(table.postId, table.createdAt)],
);

/** A school's moderation switches (`/auto-approval`, `/global-visibility`). */
export const communitySettings = pgTable('community_settings', {
  instituteId: uuid('institute_id')
    .primaryKey()
    .references(() => institutes.id, { onDelete: 'cascade' }),
  autoApproval: boolean('auto_approval').notNull().default(false),
  globalVisibility: boolean('global_visibility').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
