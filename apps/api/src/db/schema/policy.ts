/** Which version of the privacy policy and the safety advisory each person accepted, and when (issue 20 §3). */
import { POLICY_DOCUMENTS } from '@noticeboard/shared';
import { pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './user';

export const policyDocumentEnum = pgEnum('policy_document', POLICY_DOCUMENTS);

/**
 * One row per person, document and version accepted; a new version is accepted in a new row, so the history of what
 * a person agreed to stays readable. Rows go with the account's row (an erased person's tombstone keeps them: they
 * hold no personal data).
 */
export const policyAcceptances = pgTable(
  'policy_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    document: policyDocumentEnum('document').notNull(),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('policy_acceptances_user_document_version_idx').on(table.userId, table.document, table.version),
  ],
);
