/**
 * Collabs: a school's collaborative projects (owner, student participants, faculty mentors) moving through the
 * states of COLLAB_TRANSITIONS; every evaluation is kept. Updates are posts with feed_kind 'collab' and collab_id.
 */
import { COLLAB_MEMBER_KINDS, COLLAB_STATUSES } from '@noticeboard/shared';
import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { institutes } from './institute';
import { users } from './user';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const collabStatusEnum = pgEnum('collab_status', COLLAB_STATUSES);
export const collabMemberKindEnum = pgEnum('collab_member_kind', COLLAB_MEMBER_KINDS);
export const collabVisibilityEnum = pgEnum('collab_visibility', ['GLOBAL', 'INSTITUTE']);
export const collabDecisionEnum = pgEnum('collab_decision', ['APPROVED', 'CHANGES_REQUESTED']);

export const collabProjects = pgTable(
  'collab_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised HTML and its text for excerpts and search. */
    summaryHtml: text('summary_html').notNull(),
    summaryText: text('summary_text').notNull(),
    goals: text('goals'),
    category: text('category').notNull(),
    categorySlug: text('category_slug').notNull(),
    topic: text('topic'),
    status: collabStatusEnum('status').notNull().default('DRAFT'),
    /** Set when published: GLOBAL or INSTITUTE. */
    visibility: collabVisibilityEnum('visibility'),
    startsOn: date('starts_on'),
    dueOn: date('due_on'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Global search (modules/search), kept by PostgreSQL: title A, summary B, goals, category and topic C. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, title) || to_tsvector('simple'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, summary_text) || to_tsvector('simple'::regconfig, summary_text), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce(goals, '') || ' ' || category || ' ' || coalesce(topic, '')), 'C')`,
      ),
  },
  (table) => [
    uniqueIndex('collab_projects_slug_key').on(table.slug),
    index('collab_projects_search_idx').using('gin', table.search),
    index('collab_projects_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
    index('collab_projects_institute_idx').on(table.instituteId, table.status, table.updatedAt.desc().nullsFirst()),
    index('collab_projects_published_idx')
      .on(table.publishedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.status} = 'PUBLISHED'`),
  ],
);

export const collabMembers = pgTable(
  'collab_members',
  {
    collabId: uuid('collab_id')
      .notNull()
      .references(() => collabProjects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: collabMemberKindEnum('kind').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.collabId, table.userId] }),
    index('collab_members_user_idx').on(table.userId),
  ],
);

export const collabEvaluations = pgTable(
  'collab_evaluations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collabId: uuid('collab_id')
      .notNull()
      .references(() => collabProjects.id, { onDelete: 'cascade' }),
    evaluatorId: uuid('evaluator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    decision: collabDecisionEnum('decision').notNull(),
    score: integer('score'),
    feedback: text('feedback').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('collab_evaluations_collab_idx').on(table.collabId, table.createdAt.desc().nullsFirst())],
);
