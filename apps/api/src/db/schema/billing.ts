/**
 * What Noticeboard sells and how it is paid for (issue 15): the catalogue (products and plans, prices in paise),
 * promotions, orders and the gateway events that settle them, invoices and credit notes, and the closed wallet.
 * Every money column is integer paise. An owner is a school or an individual, never both (as in subscriptions).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { parentConsents } from './administration';
import { institutes } from './institute';
import { subscriptions } from './subscription';
import { users } from './user';

const oneOwner = (name: string, instituteId: unknown, userId: unknown) =>
  check(name, sql`(${instituteId} is null) <> (${userId} is null)`);

export const productAudienceEnum = pgEnum('product_audience', ['INSTITUTE', 'INDIVIDUAL']);
export const billingPeriodEnum = pgEnum('billing_period', ['MONTH', 'YEAR']);
export const planPricingEnum = pgEnum('plan_pricing', ['FLAT', 'PER_SEAT']);

/** A product a school or a reader can subscribe to, by its spec `productType` (the path segment of the pricing pages). */
export const products = pgTable(
  'products',
  {
    productType: text('product_type').primaryKey(),
    audience: productAudienceEnum('audience').notNull(),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    /** What every plan of the product includes, in the order the pricing page lists it. */
    features: jsonb('features').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    sortOrder: smallint('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('products_audience_idx').on(table.audience, table.sortOrder)],
);

/** A way to pay for a product: per seat per year for schools (with a minimum), flat monthly or yearly for readers. */
export const plans = pgTable(
  'plans',
  {
    code: text('code').primaryKey(),
    productType: text('product_type')
      .notNull()
      .references(() => products.productType, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    period: billingPeriodEnum('period').notNull(),
    pricing: planPricingEnum('pricing').notNull(),
    /** Per seat (PER_SEAT) or for the plan (FLAT), for one period. */
    unitPricePaise: integer('unit_price_paise').notNull(),
    /** True: the price is what the buyer pays, GST inside (consumer prices). False: GST is added on top (B2B). */
    taxIncluded: boolean('tax_included').notNull(),
    /** PER_SEAT: the fewest seats sold. */
    minSeats: integer('min_seats'),
    /** Plan-specific lines beside the product's features ("2 months free"). */
    highlights: jsonb('highlights').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    sortOrder: smallint('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('plans_product_idx').on(table.productType, table.sortOrder),
    check('plans_price_positive', sql`${table.unitPricePaise} > 0`),
    check(
      'plans_seats_rule',
      sql`(${table.pricing} = 'PER_SEAT' and ${table.minSeats} >= 1) or (${table.pricing} = 'FLAT' and ${table.minSeats} is null)`,
    ),
  ],
);

export const discountKindEnum = pgEnum('discount_kind', ['PERCENT', 'AMOUNT']);

/** A promotion code, and the banner that offers it. */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored upper-case; what the buyer types is upper-cased before lookup. */
    code: text('code').notNull(),
    discountKind: discountKindEnum('discount_kind').notNull(),
    /** PERCENT: 1–100. AMOUNT: paise off the taxable value. */
    discountValue: integer('discount_value').notNull(),
    /** Null: any product. */
    productType: text('product_type').references(() => products.productType, { onDelete: 'cascade' }),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** Null: no overall limit. */
    maxUses: integer('max_uses'),
    maxUsesPerOwner: integer('max_uses_per_owner').notNull().default(1),
    /** The banner offering the code; no title, no banner. */
    bannerTitle: text('banner_title'),
    bannerText: text('banner_text'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promotions_code_key').on(table.code),
    check('promotions_code_upper', sql`${table.code} = upper(${table.code})`),
    check('promotions_window', sql`${table.validUntil} > ${table.validFrom}`),
    check(
      'promotions_discount_range',
      sql`${table.discountValue} > 0 and (${table.discountKind} = 'AMOUNT' or ${table.discountValue} <= 100)`,
    ),
    check(
      'promotions_limits_positive',
      sql`(${table.maxUses} is null or ${table.maxUses} > 0) and ${table.maxUsesPerOwner} > 0`,
    ),
  ],
);

export const promotionReactionEnum = pgEnum('promotion_reaction', ['DISMISSED', 'ACCEPTED']);

/** A user's answer to a promotion banner: dismissed banners are not shown again. */
export const promotionReactions = pgTable(
  'promotion_reactions',
  {
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reaction: promotionReactionEnum('reaction').notNull(),
    reactedAt: timestamp('reacted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.promotionId, table.userId] })],
);

export const orderPurposeEnum = pgEnum('order_purpose', ['PLAN', 'SEATS', 'WALLET_TOP_UP', 'CONSENT_FEE']);
export const orderStatusEnum = pgEnum('order_status', ['CREATED', 'PAID', 'FAILED', 'REFUNDED']);

/** The frozen price of an order, as the invoice will show it. */
export interface OrderPricing {
  description: string;
  /** Before any discount, in paise, as the plan states it (GST inside when taxIncluded). */
  listPaise: number;
  discountPaise: number;
  taxIncluded: boolean;
  /** The promotion the discount came from; the invoice names it beside the discounted value. */
  promotionCode?: string;
}

/** The buyer as the invoice will name them, captured when the order is created. */
export interface OrderBuyer {
  name: string;
  email: string;
  addressLines: string[];
  stateCode: string | null;
  gstin: string | null;
}

/**
 * One purchase. Priced on the server from the plan when created (the client never sends an amount), settled only by a
 * verified checkout signature or webhook, and moved out of CREATED by one conditional update, so activation happens
 * exactly once whatever arrives twice.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instituteId: uuid('institute_id').references(() => institutes.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** Who clicked pay (a school's admin, a reader, a parent's consent has none). */
    placedBy: uuid('placed_by').references(() => users.id, { onDelete: 'set null' }),
    purpose: orderPurposeEnum('purpose').notNull(),
    planCode: text('plan_code').references(() => plans.code, { onDelete: 'restrict' }),
    seats: integer('seats'),
    consentId: uuid('consent_id').references(() => parentConsents.id, { onDelete: 'set null' }),
    promotionId: uuid('promotion_id').references(() => promotions.id, { onDelete: 'restrict' }),
    pricing: jsonb('pricing').$type<OrderPricing>().notNull(),
    buyer: jsonb('buyer').$type<OrderBuyer>().notNull(),
    /** What the buyer owes in all, GST included. */
    totalPaise: integer('total_paise').notNull(),
    /** The part taken from the wallet when the order was paid; the gateway collects the rest. */
    walletPaise: integer('wallet_paise').notNull().default(0),
    /** What the gateway collects: totalPaise − walletPaise (0 when the wallet pays it all: no gateway order). */
    gatewayPaise: integer('gateway_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    gateway: text('gateway'),
    gatewayOrderId: text('gateway_order_id'),
    gatewayPaymentId: text('gateway_payment_id'),
    status: orderStatusEnum('status').notNull().default('CREATED'),
    failureReason: text('failure_reason'),
    /** PLAN and SEATS: the period the order pays for, fixed when it is priced. */
    periodStartsAt: timestamp('period_starts_at', { withTimezone: true }),
    periodEndsAt: timestamp('period_ends_at', { withTimezone: true }),
    /** The subscription period the payment created or extended. */
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    oneOwner('orders_one_owner', table.instituteId, table.userId),
    uniqueIndex('orders_gateway_order_key').on(table.gatewayOrderId),
    index('orders_institute_idx').on(table.instituteId, table.createdAt),
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_consent_idx').on(table.consentId),
    check('orders_amounts', sql`${table.totalPaise} >= 0 and ${table.walletPaise} >= 0 and ${table.gatewayPaise} >= 0`),
    check('orders_amounts_add_up', sql`${table.walletPaise} + ${table.gatewayPaise} = ${table.totalPaise}`),
    check('orders_paid_has_time', sql`${table.status} <> 'PAID' or ${table.paidAt} is not null`),
  ],
);

/** Webhooks already handled: the same event id, or the same signed bytes under a new id, is acknowledged and ignored. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    bodyDigest: text('body_digest').notNull(),
    type: text('type').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** What the event did: 'paid', 'failed', 'refunded', 'duplicate', 'ignored: …'. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_events_event_key').on(table.gateway, table.eventId),
    uniqueIndex('payment_events_digest_key').on(table.gateway, table.bodyDigest),
    index('payment_events_order_idx').on(table.orderId),
  ],
);

/** A use of a promotion by an order; counted while the order can still be paid, and for good once it is. */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    instituteId: uuid('institute_id').references(() => institutes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A reservation lapses with its unpaid order; a paid order's use never does (null). */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    oneOwner('promotion_redemptions_one_owner', table.instituteId, table.userId),
    index('promotion_redemptions_promotion_idx').on(table.promotionId),
  ],
);

export const billingDocumentKindEnum = pgEnum('billing_document_kind', ['INVOICE', 'CREDIT_NOTE']);

/** A tax invoice or credit note, numbered and frozen when issued: the PDF is drawn from `document`, never recomputed. */
export const billingDocuments = pgTable(
  'billing_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: billingDocumentKindEnum('kind').notNull(),
    number: text('number').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    instituteId: uuid('institute_id').references(() => institutes.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** The InvoiceDocument as issued (JSON, dates as ISO strings). */
    document: jsonb('document').notNull(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (table) => [
    oneOwner('billing_documents_one_owner', table.instituteId, table.userId),
    uniqueIndex('billing_documents_number_key').on(table.number),
    // One invoice per paid order, one credit note per refunded one.
    uniqueIndex('billing_documents_order_kind_key').on(table.orderId, table.kind),
    index('billing_documents_institute_idx').on(table.instituteId, table.issuedAt),
    index('billing_documents_user_idx').on(table.userId, table.issuedAt),
    check('billing_documents_number_length', sql`char_length(${table.number}) <= 16`),
  ],
);

/** A school's or an individual's closed wallet: the row exists to be locked while a spend checks the balance. */
export const wallets = pgTable(
  'wallets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instituteId: uuid('institute_id').references(() => institutes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    oneOwner('wallets_one_owner', table.instituteId, table.userId),
    uniqueIndex('wallets_institute_key').on(table.instituteId),
    uniqueIndex('wallets_user_key').on(table.userId),
  ],
);

export const walletEntryKindEnum = pgEnum('wallet_entry_kind', ['TOP_UP', 'SPEND', 'REFUND', 'SPEND_REVERSAL']);

/** The wallet's ledger: the balance is the sum of the amounts, never a number edited in place. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    kind: walletEntryKindEnum('kind').notNull(),
    /** Positive in (top-up, refund), negative out (spend). */
    amountPaise: integer('amount_paise').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /** The same key twice is the same entry: a retried top-up or spend is written once. */
    idempotencyKey: text('idempotency_key').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wallet_entries_idempotency_key').on(table.walletId, table.idempotencyKey),
    index('wallet_entries_wallet_idx').on(table.walletId, table.createdAt),
    check('wallet_entries_amount_nonzero', sql`${table.amountPaise} <> 0`),
    check(
      'wallet_entries_sign',
      sql`(${table.kind} in ('TOP_UP', 'REFUND', 'SPEND_REVERSAL')) = (${table.amountPaise} > 0)`,
    ),
  ],
);

/** A renewal reminder sent for a period (7 or 1 days before its end): the key makes each one go once. */
export const subscriptionReminders = pgTable(
  'subscription_reminders',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    daysBefore: smallint('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.subscriptionId, table.daysBefore] })],
);

/** A school's choice to have parents pay a fee per student when they grant consent. */
export const consentFeeSettings = pgTable(
  'consent_fee_settings',
  {
    instituteId: uuid('institute_id')
      .primaryKey()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    /** GST included (parents are consumers); null or absent: consent is free. */
    feePaise: integer('fee_paise'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('consent_fee_positive', sql`${table.feePaise} is null or ${table.feePaise} >= 100`)],
);
