/**
 * The counter behind invoice and credit-note numbers: one row per series and financial year, incremented inside the
 * transaction that issues the document, so numbers never skip (a rollback undoes the increment, unlike a SEQUENCE)
 * and never repeat (the row lock makes two payments finishing together take turns).
 */

import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

export const documentSequences = pgTable(
  'document_sequences',
  {
    /** 'NB' (tax invoices) or 'CN' (credit notes). */
    series: text('series').notNull(),
    /** 2026 for April 2026 – March 2027. */
    financialYear: smallint('financial_year').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.series, table.financialYear] }),
    check('document_sequences_positive', sql`${table.lastValue} > 0`),
  ],
);
