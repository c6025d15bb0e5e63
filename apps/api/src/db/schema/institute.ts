/** Institutes (schools). */
import { BOARDS, SCHOOL_VERIFICATION_STATES, VERIFICATION_EVIDENCE } from '@noticeboard/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const boardEnum = pgEnum('board', BOARDS);
export const schoolVerificationStateEnum = pgEnum('school_verification_state', SCHOOL_VERIFICATION_STATES);
export const verificationEvidenceEnum = pgEnum('verification_evidence', VERIFICATION_EVIDENCE);

export const institutes = pgTable(
  'institutes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    customUrl: text('custom_url').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    addressLine: text('address_line').notNull(),
    pincode: text('pincode').notNull(),
    countryCode: text('country_code').notNull(),
    stateCode: text('state_code').notNull(),
    city: text('city').notNull(),
    board: boardEnum('board').notNull(),
    gstin: text('gstin'),
    /**
     * Set once the institute has confirmed its email (OTP or emailed link): sign-in depends on it. It says nothing
     * about the school being real; that is `verificationStatus` below.
     */
    verified: boolean('verified').notNull().default(false),
    /** The platform's check of the school (issue 17 §6): the school sends evidence, an operator verifies it. */
    verificationStatus: schoolVerificationStateEnum('verification_status').notNull().default('NONE'),
    /** UDISE+ code (11 digits): sent by the school, or the one the operator checked. */
    udiseCode: text('udise_code'),
    /** The board's affiliation number (CBSE, CISCE, state board …). */
    affiliationNumber: text('affiliation_number'),
    /** What the school wrote with its request. */
    verificationRequestNote: text('verification_request_note'),
    verificationRequestedAt: timestamp('verification_requested_at', { withTimezone: true }),
    /** When, by which operator and against what evidence the school was verified; null unless VERIFIED. */
    platformVerifiedAt: timestamp('platform_verified_at', { withTimezone: true }),
    platformVerifiedBy: text('platform_verified_by'),
    verifiedWith: verificationEvidenceEnum('verified_with'),
    /** The operator's note: what was checked, or why the request was refused or the verification withdrawn. */
    verificationNote: text('verification_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('institutes_custom_url_key').on(sql`lower(${table.customUrl})`),
    // Global search's schools (modules/search): names matched by trigrams, typos included.
    index('institutes_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('institutes_verification_pending_idx')
      .on(table.verificationRequestedAt)
      .where(sql`${table.verificationStatus} = 'PENDING'`),
    check(
      'institutes_platform_verified_complete',
      sql`${table.verificationStatus} <> 'VERIFIED' or (${table.platformVerifiedAt} is not null and ${table.platformVerifiedBy} is not null and ${table.verifiedWith} is not null)`,
    ),
    check('institutes_udise_code_format', sql`${table.udiseCode} is null or ${table.udiseCode} ~ '^[0-9]{11}$'`),
  ],
);
