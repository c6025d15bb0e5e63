/**
 * The school magazine (issue 19 §4): one config per school (name, sections, frequency, faculty editors), pieces on
 * their editorial path with comments and revisions (the text before each mentor's edit), pictures (re-encoded,
 * no metadata) of pieces and issue covers, and issues that publish their placed pieces together.
 */
import { ISSUE_STATUSES, PIECE_KINDS, PIECE_LANGUAGES, PIECE_STATUSES } from '@noticeboard/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { scheduleFrequencyEnum } from './assessment';
import { posts } from './community';
import { institutes } from './institute';
import { users } from './user';

export const pieceKindEnum = pgEnum('magazine_piece_kind', PIECE_KINDS);
export const pieceLanguageEnum = pgEnum('magazine_piece_language', PIECE_LANGUAGES);
export const pieceStatusEnum = pgEnum('magazine_piece_status', PIECE_STATUSES);
export const issueStatusEnum = pgEnum('magazine_issue_status', ISSUE_STATUSES);

export const magazineConfigs = pgTable('magazine_configs', {
  instituteId: uuid('institute_id')
    .primaryKey()
    .references(() => institutes.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  sections: text('sections').array().notNull(),
  frequency: scheduleFrequencyEnum('frequency').notNull().default('MONTHLY'),
  /** Faculty named as editors; ids not on the school's staff are ignored when read. */
  editorIds: uuid('editor_ids').array().notNull().default(sql`'{}'::uuid[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const magazineIssues = pgTable(
  'magazine_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    status: issueStatusEnum('status').notNull().default('DRAFT'),
    coverPictureId: uuid('cover_picture_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('magazine_issues_number_key').on(table.instituteId, table.number),
    index('magazine_issues_published_idx').on(table.instituteId, table.status, table.publishedAt),
  ],
);

export const magazinePieces = pgTable(
  'magazine_pieces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: pieceKindEnum('kind').notNull(),
    language: pieceLanguageEnum('language').notNull().default('EN'),
    section: text('section').notNull(),
    title: text('title').notNull().default(''),
    /** Plain text; blank lines part paragraphs (poems keep their line breaks). */
    body: text('body').notNull().default(''),
    status: pieceStatusEnum('status').notNull().default('DRAFT'),
    /** Bumped by every saved change: an autosave with an older one is refused. */
    revision: integer('revision').notNull().default(0),
    issueId: uuid('issue_id').references(() => magazineIssues.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    /** The community post (a saved post or junior report) the piece was made from. */
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    declineReason: text('decline_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('magazine_pieces_author_idx').on(table.authorId, table.updatedAt),
    index('magazine_pieces_status_idx').on(table.instituteId, table.status),
    index('magazine_pieces_issue_idx').on(table.issueId, table.position),
    uniqueIndex('magazine_pieces_post_key').on(table.postId),
  ],
);

export const magazinePictures = pgTable(
  'magazine_pictures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    /** A piece's picture; null for an issue's cover. */
    pieceId: uuid('piece_id').references(() => magazinePieces.id, { onDelete: 'cascade' }),
    issueId: uuid('issue_id').references(() => magazineIssues.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    caption: text('caption').notNull().default(''),
    position: integer('position').notNull().default(0),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('magazine_pictures_piece_idx').on(table.pieceId, table.position)],
);

export const magazineComments = pgTable(
  'magazine_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pieceId: uuid('piece_id')
      .notNull()
      .references(() => magazinePieces.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('magazine_comments_piece_idx').on(table.pieceId, table.createdAt)],
);

/** The piece's words before a mentor's edit, so the author and the desk can see what changed. */
export const magazineRevisions = pgTable(
  'magazine_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pieceId: uuid('piece_id')
      .notNull()
      .references(() => magazinePieces.id, { onDelete: 'cascade' }),
    editorId: uuid('editor_id').references(() => users.id, { onDelete: 'set null' }),
    editorName: text('editor_name').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('magazine_revisions_piece_idx').on(table.pieceId, table.createdAt)],
);
