/** Parent consent, the change history, the approval committee, custom categories and tax details. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { institutes } from './institute';
import { users } from './user';

export const consentStatusEnum = pgEnum('consent_status', ['PENDING', 'GRANTED', 'DECLINED']);

/** One consent request per student; the emailed link carries a token stored here only as a hash. */
export const parentConsents = pgTable(
  'parent_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentName: text('parent_name').notNull(),
    parentEmail: text('parent_email').notNull(),
    status: consentStatusEnum('status').notNull().default('PENDING'),
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    sends: integer('sends').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The parent's separate yes to face checks in school assessments (issue 18); off unless they said yes. */
    faceChecksAllowed: boolean('face_checks_allowed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('parent_consents_student_key').on(table.studentId),
    uniqueIndex('parent_consents_token_key').on(table.tokenHash),
    index('parent_consents_institute_status_idx').on(table.instituteId, table.status),
  ],
);

/** Who changed what, when: the source of the history pages. Never updated, never deleted. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. `student.created`, `faculty.deactivated`, `committee.member_added`. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id'),
    summary: text('summary').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_events_institute_type_idx').on(table.instituteId, table.entityType, table.createdAt)],
);

export const approvalCommitteeMembers = pgTable(
  'approval_committee_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('approval_committee_active_key')
      .on(table.instituteId, table.userId)
      .where(sql`${table.removedAt} is null`),
  ],
);

/** An institute's own community categories, beside the global ones. */
export const instituteCategories = pgTable(
  'institute_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('institute_categories_slug_key').on(table.instituteId, table.slug)],
);

/** Tax details for invoices (one row per institute). */
export const taxDetails = pgTable('tax_details', {
  instituteId: uuid('institute_id')
    .primaryKey()
    .references(() => institutes.id, { onDelete: 'cascade' }),
  gstin: text('gstin').notNull(),
  legalName: text('legal_name').notNull(),
  addressLine: text('address_line').notNull(),
  /** Two-digit GST state code, the first two characters of the GSTIN. */
  gstStateCode: text('gst_state_code').notNull(),
  pincode: text('pincode').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
