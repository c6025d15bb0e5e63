/** Orders: stored priced, then moved out of CREATED only by conditional updates, so a settlement happens once. */
import { and, desc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import {
  billingDocuments,
  orders,
  paymentEvents,
  plans,
  promotionRedemptions,
  promotions,
  subscriptions,
  users,
} from '../../../db/schema';
import type { SubscriptionOwner } from '../../subscription/subscription.repository';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

export const ownerCondition = (owner: SubscriptionOwner) =>
  'instituteId' in owner ? eq(orders.instituteId, owner.instituteId) : eq(orders.userId, owner.userId);

export async function insertOrder(db: Queryable, order: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  if (!row) throw new Error('order not inserted');
  return row;
}

export async function findOrder(db: Queryable, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** Locks the order until the transaction ends: two settlements of one order take turns. */
export async function lockOrder(db: Queryable, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function findByGatewayOrderId(db: Queryable, gatewayOrderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId));
  return row;
}

/** Attaches the gateway's order id once: when another request attached one first, that one stays. */
export async function attachGatewayOrder(
  db: Queryable,
  id: string,
  gateway: string,
  gatewayOrderId: string,
): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ gateway, gatewayOrderId })
    .where(and(eq(orders.id, id), isNull(orders.gatewayOrderId)))
    .returning();
  const stored = row ?? (await findOrder(db, id));
  if (!stored) throw new Error('order vanished');
  return stored;
}

/**
 * CREATED or FAILED → PAID (a gateway order takes several attempts: a failed one may be followed by a paid one).
 * Undefined when the order was already paid or refunded: whoever got here first activated it.
 */
export async function markPaid(
  db: Queryable,
  id: string,
  paid: { paidAt: Date; gatewayPaymentId: string | null; periodStartsAt: Date | null; periodEndsAt: Date | null },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: 'PAID', failureReason: null, ...paid })
    .where(and(eq(orders.id, id), inArray(orders.status, ['CREATED', 'FAILED'])))
    .returning();
  return row;
}

export async function linkSubscription(db: Queryable, id: string, subscriptionId: string): Promise<void> {
  await db.update(orders).set({ subscriptionId }).where(eq(orders.id, id));
}

/** Only an unpaid order fails; a failure arriving after the payment changes nothing. */
export async function markFailed(
  db: Queryable,
  id: string,
  failedAt: Date,
  reason: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: 'FAILED', failedAt, failureReason: reason.slice(0, 300) })
    .where(and(eq(orders.id, id), inArray(orders.status, ['CREATED', 'FAILED'])))
    .returning();
  return row;
}

export async function markRefunded(db: Queryable, id: string, refundedAt: Date): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: 'REFUNDED', refundedAt })
    .where(and(eq(orders.id, id), eq(orders.status, 'PAID')))
    .returning();
  return row;
}

export async function invoiceOf(db: Queryable, orderId: string): Promise<{ id: string; number: string } | undefined> {
  const [row] = await db
    .select({ id: billingDocuments.id, number: billingDocuments.number })
    .from(billingDocuments)
    .where(and(eq(billingDocuments.orderId, orderId), eq(billingDocuments.kind, 'INVOICE')));
  return row;
}

/** A plan's period and product, on sale or not: an order placed before a plan was withdrawn is still honoured. */
export async function planTerms(
  db: Queryable,
  planCode: string,
): Promise<{ period: 'MONTH' | 'YEAR'; productType: string } | undefined> {
  const [row] = await db
    .select({ period: plans.period, productType: plans.productType })
    .from(plans)
    .where(eq(plans.code, planCode));
  return row;
}

/**
 * 'new' the first time; 'retry' for the same event id again (the gateway retries with the id it first sent);
 * 'replay' for the same signed bytes under another id or none: not a retry, someone sending a captured body again.
 */
export async function recordPaymentEvent(
  db: Queryable,
  event: { gateway: string; eventId: string; bodyDigest: string; type: string; orderId: string | null },
): Promise<'new' | 'retry' | 'replay'> {
  const inserted = await db
    .insert(paymentEvents)
    .values({ ...event, outcome: 'received' })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (inserted.length > 0) return 'new';
  const [same] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.gateway, event.gateway), eq(paymentEvents.eventId, event.eventId)));
  return same ? 'retry' : 'replay';
}

/** A refunded plan stops now: its period ends, with no grace. */
export async function endSubscriptionPeriod(db: Queryable, subscriptionId: string, at: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({ endsAt: at, graceEndsAt: at })
    .where(and(eq(subscriptions.id, subscriptionId), gt(subscriptions.endsAt, at)));
}

export async function findBuyerUser(
  db: Queryable,
  userId: string,
): Promise<{ name: string; email: string } | undefined> {
  const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return row;
}

/**
 * The owner's unpaid orders holding this promotion code give their holds back and are marked replaced: a buyer who
 * left a checkout and starts again keeps their code. Should an old order still be paid, settling it re-records the
 * use (promotion `confirm`), so the count stays right.
 */
export async function replaceUnpaidOrdersWithCode(
  db: Queryable,
  owner: SubscriptionOwner,
  promotionCode: string,
  at: Date,
): Promise<string[]> {
  const replaced = await db
    .update(orders)
    .set({ status: 'FAILED', failedAt: at, failureReason: 'Replaced by a newer order' })
    .where(
      and(
        ownerCondition(owner),
        inArray(orders.status, ['CREATED', 'FAILED']),
        inArray(
          orders.promotionId,
          db
            .select({ id: promotions.id })
            .from(promotions)
            .where(eq(promotions.code, promotionCode.trim().toUpperCase())),
        ),
      ),
    )
    .returning({ id: orders.id });
  const ids = replaced.map((row) => row.id);
  if (ids.length > 0) {
    await db
      .delete(promotionRedemptions)
      .where(and(inArray(promotionRedemptions.orderId, ids), isNotNull(promotionRedemptions.heldUntil)));
  }
  return ids;
}

/** The newest unpaid consent-fee order of a consent request (a parent who comes back pays the same order). */
export async function findUnpaidConsentOrder(db: Queryable, consentId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.consentId, consentId),
        eq(orders.purpose, 'CONSENT_FEE'),
        inArray(orders.status, ['CREATED', 'FAILED']),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row;
}

/** A consent request's unpaid fee orders are marked replaced (the fee or the parent changed since). */
export async function replaceUnpaidConsentOrders(db: Queryable, consentId: string, at: Date): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'FAILED', failedAt: at, failureReason: 'Replaced by a newer order' })
    .where(
      and(
        eq(orders.consentId, consentId),
        eq(orders.purpose, 'CONSENT_FEE'),
        inArray(orders.status, ['CREATED', 'FAILED']),
      ),
    );
}
