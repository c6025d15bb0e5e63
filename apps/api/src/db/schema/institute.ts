/** Institutes (schools). */
import { BOARDS } from '@noticeboard/shared';
import { sql } from 'drizzle-orm';
import { boolean, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const boardEnum = pgEnum('board', BOARDS);

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
    /** Set once the institute has confirmed its email (OTP or emailed link). */
    verified: boolean('verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('institutes_custom_url_key').on(sql`lower(${table.customUrl})`)],
);
