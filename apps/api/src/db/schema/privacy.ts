/** Children's data rights (issue 20): the consent ledger and its current decisions, and account deletions. */
import {
  ACCOUNT_DELETION_SCOPES,
  ACCOUNT_DELETION_STATES,
  CONSENT_GRANTORS,
  CONSENT_PURPOSES,
  DELETION_REASONS,
} from '@noticeboard/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './user';

export const consentPurposeEnum = pgEnum('consent_purpose', CONSENT_PURPOSES);
export const consentGrantorEnum = pgEnum('consent_grantor', CONSENT_GRANTORS);

/**
 * Every grant and withdrawal, per person and purpose: who (the kind, and the signed-in person who recorded it when
 * there was one), when, under which privacy policy version, and through what (`source`). Never updated or deleted;
 * it is the evidence a school or regulator asks for, so it outlives an erased account (which keeps no personal data).
 */
export const consentLedger = pgTable(
  'consent_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: consentPurposeEnum('purpose').notNull(),
    granted: boolean('granted').notNull(),
    grantor: consentGrantorEnum('grantor').notNull(),
    /** The signed-in person who recorded it (the student, a school account); null for a parent's emailed link. */
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. `parent-link`, `consent-fee`, `school-status`, `settings`, `sign-up`. */
    source: text('source').notNull(),
    policyVersion: text('policy_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consent_ledger_user_idx').on(table.userId, table.purpose, table.createdAt)],
);

/** The ledger's latest word per person and purpose, kept in the same transaction as each ledger row (read on hot paths). */
export const consentDecisions = pgTable(
  'consent_decisions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: consentPurposeEnum('purpose').notNull(),
    granted: boolean('granted').notNull(),
    grantor: consentGrantorEnum('grantor').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.purpose] })],
);

export const deletionReasonEnum = pgEnum('deletion_reason', DELETION_REASONS);
export const accountDeletionStateEnum = pgEnum('account_deletion_state', ACCOUNT_DELETION_STATES);
export const accountDeletionScopeEnum = pgEnum('account_deletion_scope', ACCOUNT_DELETION_SCOPES);

/**
 * A requested deletion: the countdown runs to `scheduledFor`; cancelled by signing in before then; afterwards the
 * erasure job moves it SCHEDULED → ERASING → ERASED (resumable: ERASING is picked up again after a crash).
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: accountDeletionScopeEnum('scope').notNull().default('ACCOUNT'),
    /** The person themself, or the school account deleting a student's account on the parent's request. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    reason: deletionReasonEnum('reason').notNull(),
    reasonText: text('reason_text'),
    state: accountDeletionStateEnum('state').notNull().default('SCHEDULED'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    erasureStartedAt: timestamp('erasure_started_at', { withTimezone: true }),
    /**
     * While ERASING, a job run holds the erasure until then (renewed after each step); after a crash the next run takes
     * it again. On this row, not the erasure record: the claim locks this row, and a second process re-checking it
     * after the first one's commit must see the lease the first one set.
     */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (table) => [
    // One live deletion per person: a second request while one runs is a conflict, not a second countdown.
    uniqueIndex('account_deletions_live_key').on(table.userId).where(sql`${table.state} in ('SCHEDULED', 'ERASING')`),
    index('account_deletions_due_idx').on(table.state, table.scheduledFor),
  ],
);
