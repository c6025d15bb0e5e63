/**
 * Global search's word list (modules/search): the words of published titles, texts, categories and topics, each
 * with the scope it may be suggested in ('' everyone, else the school's id), for "did you mean". Filled by triggers
 * on the writes themselves (migration 0031), never rebuilt; matched by trigram similarity.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').notNull(),
    /** '' for words of public content; a school's id for words only its members may read. */
    scope: text('scope').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.word, table.scope] }),
    index('search_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
  ],
);
