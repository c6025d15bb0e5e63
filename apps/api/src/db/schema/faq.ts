/** The FAQ helper's "Did this help?" answers (issue 21 §3): which entry, the question as asked, yes or no. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './user';

export const faqFeedback = pgTable(
  'faq_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** An id of the entries kept in code (`modules/faq/faq-entries.ts`), not a foreign key. */
    entryId: text('entry_id').notNull(),
    /** The question as typed, trimmed to 300 characters. */
    question: text('question').notNull(),
    helpful: boolean('helpful').notNull(),
    /** The asker's member kind, or VISITOR when signed out. */
    audience: text('audience').notNull(),
    /** Set only when signed in; nothing else about the person is kept. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('faq_feedback_entry_idx').on(table.entryId, table.createdAt),
    index('faq_feedback_user_idx').on(table.userId),
    check('faq_feedback_question_length', sql`char_length(${table.question}) between 1 and 300`),
  ],
);
