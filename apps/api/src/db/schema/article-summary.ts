/** "In short" (issue 21 §3): an article's extractive summary, computed by our own code, and readers' thumbs on it. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { articles } from './news';
import { users } from './user';

export const articleSummaries = pgTable('article_summaries', {
  articleId: uuid('article_id')
    .primaryKey()
    .references(() => articles.id, { onDelete: 'cascade' }),
  /** The chosen sentences, in the article's order. */
  sentences: jsonb('sentences').$type<string[]>().notNull(),
  /** The summariser's version: a row of an older one is computed again when read. */
  version: integer('version').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const articleSummaryFeedback = pgTable(
  'article_summary_feedback',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    helpful: boolean('helpful').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One vote per person per article; a second vote changes it.
    primaryKey({ columns: [table.articleId, table.userId] }),
    index('article_summary_feedback_user_idx').on(table.userId),
    check('article_summary_feedback_times', sql`${table.updatedAt} >= ${table.createdAt}`),
  ],
);
