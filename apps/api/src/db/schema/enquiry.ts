/** Enquiries from the open forms (call back, contact, custom plans): stored before any mail is sent. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './user';

export const enquiryKindEnum = pgEnum('enquiry_kind', ['CALLBACK', 'CONTACT', 'DEVELOP_PLAN', 'EVOLVE_PLAN']);
export const enquiryStatusEnum = pgEnum('enquiry_status', ['NEW', 'CONTACTED', 'CLOSED']);

export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: enquiryKindEnum('kind').notNull(),
    productType: text('product_type'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** The school's or the group's name. */
    organisation: text('organisation'),
    role: text('role'),
    studentCount: integer('student_count'),
    schoolCount: integer('school_count'),
    preferredTime: text('preferred_time'),
    message: text('message').notNull().default(''),
    /** The signed-in sender, if any; the enquiry outlives the account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: enquiryStatusEnum('status').notNull().default('NEW'),
    /** When sales was mailed; null while the mail has not gone out (the row is kept either way). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('enquiries_created_idx').on(table.createdAt),
    index('enquiries_status_idx').on(table.status, table.createdAt),
    check('enquiries_message_length', sql`char_length(${table.message}) <= 2000`),
  ],
);
