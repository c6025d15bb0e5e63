/** Accounts of every kind: institute logins, students, faculty and admins, individuals. */
import { INDIVIDUAL_USER_TYPES, SECTION_TYPES, STUDENT_CLASSES, USER_TYPES } from '@noticeboard/shared';
import { sql } from 'drizzle-orm';
import { date, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { institutes } from './institute';

export const userTypeEnum = pgEnum('user_type', USER_TYPES);
export const individualUserTypeEnum = pgEnum('individual_user_type', INDIVIDUAL_USER_TYPES);
export const studentClassEnum = pgEnum('student_class', STUDENT_CLASSES);
export const sectionTypeEnum = pgEnum('section_type', SECTION_TYPES);
/** ERASED: an account whose person was erased (issue 20): the row stays, without personal data, as "Former member". */
export const userStatusEnum = pgEnum('user_status', ['ACTIVE', 'DISABLED', 'ERASED']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: userTypeEnum('type').notNull(),
    userType: individualUserTypeEnum('user_type'),
    name: text('name').notNull(),
    /** Stored lower-case; unique across the platform. */
    email: text('email').notNull(),
    phone: text('phone'),
    customUrl: text('custom_url').notNull(),
    /** Null until a member added by their institute sets one from the emailed link. */
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    instituteId: uuid('institute_id').references(() => institutes.id, { onDelete: 'cascade' }),
    studentClass: studentClassEnum('student_class'),
    section: sectionTypeEnum('section'),
    status: userStatusEnum('status').notNull().default('ACTIVE'),
    /** Students: decides whether parent consent is needed (under 18). */
    dateOfBirth: date('date_of_birth'),
    /** Students: the school's own roll or admission number. */
    rollNumber: text('roll_number'),
    cookiesAcceptedAt: timestamp('cookies_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_custom_url_key').on(sql`lower(${table.customUrl})`),
    uniqueIndex('users_phone_key').on(table.phone),
    index('users_institute_type_idx').on(table.instituteId, table.type, table.userType, table.createdAt),
    index('users_institute_class_idx').on(table.instituteId, table.studentClass, table.section, table.name),
    // Global search's people (modules/search): names matched by trigrams, typos included.
    index('users_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
);
