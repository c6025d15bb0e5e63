/**
 * Personal data rights (issue 20): "Download my data" exports, and the audit record of each erasure. Neither keeps
 * personal data beyond the address an export's link goes to, which is erased with its person.
 */
import { DATA_EXPORT_STATES } from '@noticeboard/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accountDeletionScopeEnum, accountDeletions } from './privacy';
import { users } from './user';

export const dataExportStateEnum = pgEnum('data_export_state', DATA_EXPORT_STATES);

/**
 * One requested export: PREPARING until the background job has written the ZIP and mailed its link, READY until the
 * link expires, then EXPIRED (the file deleted). The link's token is stored only as its SHA-256.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Whose data it is. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The person themself, or the school account asking for a student on the parent's behalf. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** Where the link is mailed: the person's own address, or the parent's on the student's consent record. */
    deliverTo: text('deliver_to').notNull(),
    state: dataExportStateEnum('state').notNull().default('PREPARING'),
    storageKey: text('storage_key'),
    bytes: integer('bytes'),
    tokenHash: text('token_hash'),
    /** A job run holds the export until then; after a crash the next run takes it again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    // One export being prepared per person at a time.
    uniqueIndex('data_exports_preparing_key').on(table.userId).where(sql`${table.state} = 'PREPARING'`),
    uniqueIndex('data_exports_token_key').on(table.tokenHash),
    index('data_exports_user_idx').on(table.userId, table.requestedAt.desc().nullsFirst()),
    index('data_exports_state_idx').on(table.state, table.requestedAt),
  ],
);

/**
 * What an erasure removed, as counts per table and files, and when: the audit row a school or regulator asks for.
 * No personal data: the deletion's id points at the tombstone account.
 */
export const erasureRecords = pgTable('erasure_records', {
  deletionId: uuid('deletion_id')
    .primaryKey()
    .references(() => accountDeletions.id, { onDelete: 'cascade' }),
  scope: accountDeletionScopeEnum('scope').notNull(),
  /** Rows per table: deleted, detached (the person's id taken off) and anonymised (kept as "Former member"). */
  counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
  filesRemoved: integer('files_removed').notNull().default(0),
  accountsErased: integer('accounts_erased').notNull().default(0),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
