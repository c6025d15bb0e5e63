/** Subscriptions held by an institute or by an individual; later features check the derived state. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { institutes } from './institute';
import { users } from './user';

export const subscriptionKindEnum = pgEnum('subscription_kind', ['TRIAL', 'PAID']);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instituteId: uuid('institute_id').references(() => institutes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: subscriptionKindEnum('kind').notNull(),
    productType: text('product_type').notNull().default('NEWS'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /**
     * Until when a paid period that ended keeps working while the owner renews (PAST_DUE): fixed when the period is
     * bought, from the grace days configured then. Null for trials, which have no grace.
     */
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    /** The plan a paid period was bought on (billing's plans.code); null for trials and periods seeded before plans. */
    planCode: text('plan_code'),
    /** A school's paid seats (students it may have active); null for individuals and trials. */
    seats: integer('seats'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_institute_idx').on(table.instituteId, table.endsAt),
    index('subscriptions_user_idx').on(table.userId, table.endsAt),
    check('subscriptions_one_owner', sql`(${table.instituteId} is null) <> (${table.userId} is null)`),
    check(
      'subscriptions_grace_after_end',
      sql`${table.graceEndsAt} is null or ${table.graceEndsAt} >= ${table.endsAt}`,
    ),
    // A trial is offered once per school and once per individual: two confirmations at once cannot both start one.
    uniqueIndex('subscriptions_one_trial_per_institute').on(table.instituteId).where(sql`${table.kind} = 'TRIAL'`),
    uniqueIndex('subscriptions_one_trial_per_user').on(table.userId).where(sql`${table.kind} = 'TRIAL'`),
  ],
);
