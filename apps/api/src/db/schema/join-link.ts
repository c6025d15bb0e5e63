/** Class join links a school shares (issue 21 §4) and the requests people send through them. */
import { JOIN_LINK_ROLES, JOIN_REQUEST_STATUSES } from '@noticeboard/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { institutes } from './institute';
import { sectionTypeEnum, studentClassEnum, users } from './user';

export const joinLinkRoleEnum = pgEnum('join_link_role', JOIN_LINK_ROLES);
export const joinRequestStatusEnum = pgEnum('join_request_status', JOIN_REQUEST_STATUSES);

export const joinLinks = pgTable(
  'join_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    /** 32 random bytes, base64url: the link itself, shown to the school whenever it wants to share it again. */
    slug: text('slug').notNull(),
    role: joinLinkRoleEnum('role').notNull(),
    studentClass: studentClassEnum('student_class'),
    section: sectionTypeEnum('section'),
    needsApproval: boolean('needs_approval').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses'),
    /** Registrations sent through the link (waiting, approved or declined): counted against `maxUses`. */
    uses: integer('uses').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('join_links_slug_key').on(table.slug),
    index('join_links_institute_idx').on(table.instituteId, table.createdAt),
  ],
);

export const joinRequests = pgTable(
  'join_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => joinLinks.id, { onDelete: 'cascade' }),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Stored lower-case. */
    email: text('email').notNull(),
    dateOfBirth: date('date_of_birth'),
    parentName: text('parent_name'),
    parentEmail: text('parent_email'),
    /** The password the person chose (argon2id); cleared once the account is made or the request declined. */
    passwordHash: text('password_hash'),
    status: joinRequestStatusEnum('status').notNull().default('PENDING'),
    /** The account made on approval (or at once). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One waiting request per email and school: a second send (even racing) meets this index.
    uniqueIndex('join_requests_one_pending_key')
      .on(table.instituteId, table.email)
      .where(sql`${table.status} = 'PENDING'`),
    index('join_requests_institute_idx').on(table.instituteId, table.status, table.createdAt),
  ],
);
