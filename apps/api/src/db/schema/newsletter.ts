/**
 * Newsletters to families (issue 19 §3): the newsletter (blocks and audience as JSON, revisioned like an assessment
 * draft), one delivery row per newsletter and address (the send queue, unique so nobody is queued twice), the
 * pictures uploaded for image blocks, and the addresses that unsubscribed from a school.
 */
import { NEWSLETTER_STATES, SCHEDULE_FREQUENCIES } from '@noticeboard/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { institutes } from './institute';
import { users } from './user';

export const newsletterStateEnum = pgEnum('newsletter_state', NEWSLETTER_STATES);
export const newsletterFrequencyEnum = pgEnum('newsletter_frequency', SCHEDULE_FREQUENCIES);
/**
 * PENDING: waiting; SENDING: claimed by a sender, the mail may be on its way; SENT: accepted by the mail server;
 * FAILED: refused three times; UNCONFIRMED: found SENDING after its sender stopped (perhaps sent: never sent again).
 */
export const newsletterDeliveryStateEnum = pgEnum('newsletter_delivery_state', [
  'PENDING',
  'SENDING',
  'SENT',
  'FAILED',
  'UNCONFIRMED',
]);

export const newsletters = pgTable(
  'newsletters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    /** The public page's address under the school: the title's words and a short random part. */
    slug: text('slug').notNull(),
    title: text('title').notNull().default(''),
    preheader: text('preheader').notNull().default(''),
    accentColor: text('accent_color').notNull().default('#1c7ed6'),
    blocks: jsonb('blocks').notNull().default([]),
    audience: jsonb('audience').notNull().default({}),
    state: newsletterStateEnum('state').notNull().default('DRAFT'),
    /** Moved by every saved change: a save carrying an older revision is refused. */
    revision: integer('revision').notNull().default(0),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    frequency: newsletterFrequencyEnum('frequency'),
    everyDays: integer('every_days'),
    until: timestamp('until', { withTimezone: true }),
    /** The editions of one recurring newsletter share a series (the first edition's id) and count up from 1. */
    seriesId: uuid('series_id'),
    edition: integer('edition').notNull().default(1),
    recipients: integer('recipients').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('newsletters_institute_slug_key').on(table.instituteId, table.slug),
    uniqueIndex('newsletters_series_edition_key')
      .on(table.seriesId, table.edition)
      .where(sql`${table.seriesId} is not null`),
    index('newsletters_institute_idx').on(table.instituteId, table.createdAt.desc()),
    index('newsletters_due_idx').on(table.scheduledAt).where(sql`${table.state} = 'SCHEDULED'`),
    index('newsletters_sending_idx').on(table.id).where(sql`${table.state} = 'SENDING'`),
  ],
);

export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    newsletterId: uuid('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    /** Lower-case. */
    email: text('email').notNull(),
    state: newsletterDeliveryStateEnum('state').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [
    uniqueIndex('newsletter_deliveries_address_key').on(table.newsletterId, table.email),
    index('newsletter_deliveries_pending_idx')
      .on(table.newsletterId)
      .where(sql`${table.state} in ('PENDING', 'SENDING')`),
  ],
);

export const newsletterImages = pgTable(
  'newsletter_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    newsletterId: uuid('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('newsletter_images_newsletter_idx').on(table.newsletterId)],
);

export const newsletterUnsubscribes = pgTable(
  'newsletter_unsubscribes',
  {
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    /** Lower-case. */
    email: text('email').notNull(),
    /** The newsletter whose link was used (its "unsubscribed" total). */
    newsletterId: uuid('newsletter_id').references(() => newsletters.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('newsletter_unsubscribes_key').on(table.instituteId, table.email)],
);

/**
 * A school's newsletter look: its colour (new newsletters start in it) and its logo for the masthead. The logo's
 * file is named by a fresh id on every upload, so its open address can be cached for ever.
 */
export const newsletterBrands = pgTable('newsletter_brands', {
  instituteId: uuid('institute_id')
    .primaryKey()
    .references(() => institutes.id, { onDelete: 'cascade' }),
  color: text('color'),
  logoId: uuid('logo_id'),
  logoKey: text('logo_key'),
  logoWidth: integer('logo_width'),
  logoHeight: integer('logo_height'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
