/**
 * What a paid order gives, applied inside the transaction that marks it paid (so it happens exactly once): a plan
 * period (renewals start where the current period ends), more seats on the current period, or wallet money.
 */
import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { subscriptions } from '../../../db/schema';
import type { SubscriptionOwner } from '../../subscription/subscription.repository';
import { credit } from '../../wallet/wallet.service';
import type { OrderRow } from './order.repository';

const DAY_MS = 86_400_000;

export function ownerOfOrder(order: Pick<OrderRow, 'instituteId' | 'userId'>): SubscriptionOwner {
  if (order.instituteId) return { instituteId: order.instituteId };
  if (order.userId) return { userId: order.userId };
  throw new Error('an order without an owner');
}

const ownerIs = (owner: SubscriptionOwner) =>
  'instituteId' in owner ? eq(subscriptions.instituteId, owner.instituteId) : eq(subscriptions.userId, owner.userId);

/** The paid period running now, or the one a renewal would follow (the latest paid end in the future). */
export async function latestPaidPeriod(db: Queryable, owner: SubscriptionOwner, now: Date) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(ownerIs(owner), eq(subscriptions.kind, 'PAID'), gt(subscriptions.endsAt, now)))
    .orderBy(desc(subscriptions.endsAt))
    .limit(1);
  return row;
}

/** The period with seats that covers `now` (for seat purchases). */
export async function currentSeatPeriod(db: Queryable, instituteId: string, now: Date) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.instituteId, instituteId),
        eq(subscriptions.kind, 'PAID'),
        isNotNull(subscriptions.seats),
        gt(subscriptions.endsAt, now),
      ),
    )
    .orderBy(desc(subscriptions.endsAt))
    .limit(1);
  return row && row.startsAt <= now ? row : undefined;
}

export function addPeriod(start: Date, period: 'MONTH' | 'YEAR'): Date {
  const end = new Date(start);
  if (period === 'YEAR') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  // 31 January + 1 month is 3 March in Date arithmetic: the period ends on the month's last day instead.
  if (period === 'MONTH' && end.getUTCDate() !== start.getUTCDate()) end.setUTCDate(0);
  return end;
}

export interface PlanPeriod {
  startsAt: Date;
  endsAt: Date;
}

/** A new plan starts now, or when the paid period it renews ends. */
export async function nextPlanPeriod(
  db: Queryable,
  owner: SubscriptionOwner,
  period: 'MONTH' | 'YEAR',
  now: Date,
): Promise<PlanPeriod> {
  const current = await latestPaidPeriod(db, owner, now);
  const startsAt = current && current.endsAt > now ? current.endsAt : now;
  return { startsAt, endsAt: addPeriod(startsAt, period) };
}

export interface ActivationTerms {
  graceDays: number;
  productType: string | null;
  billingPeriod: 'MONTH' | 'YEAR' | null;
}

export interface Activation {
  subscriptionId: string | null;
  periodStartsAt: Date | null;
  periodEndsAt: Date | null;
}

export async function activateOrder(
  tx: Queryable,
  order: OrderRow,
  terms: ActivationTerms,
  now: Date,
): Promise<Activation> {
  const owner = ownerOfOrder(order);
  switch (order.purpose) {
    case 'PLAN': {
      if (!terms.billingPeriod || !order.planCode) throw new Error(`plan order ${order.id} without a plan`);
      const { startsAt, endsAt } = await nextPlanPeriod(tx, owner, terms.billingPeriod, now);
      const [period] = await tx
        .insert(subscriptions)
        .values({
          ...owner,
          kind: 'PAID',
          productType: terms.productType ?? 'NEWS',
          planCode: order.planCode,
          seats: 'instituteId' in owner ? order.seats : null,
          startsAt,
          endsAt,
          graceEndsAt: new Date(endsAt.getTime() + terms.graceDays * DAY_MS),
        })
        .returning({ id: subscriptions.id });
      return { subscriptionId: period?.id ?? null, periodStartsAt: startsAt, periodEndsAt: endsAt };
    }
    case 'SEATS': {
      if (!order.instituteId || !order.seats) throw new Error(`seat order ${order.id} without a school or seats`);
      // Seats go on the period they were priced for; if it has ended meanwhile, on the school's latest one.
      const period =
        (order.subscriptionId &&
          (await tx.select().from(subscriptions).where(eq(subscriptions.id, order.subscriptionId)))[0]) ||
        (await latestPaidPeriod(tx, owner, now));
      if (!period) throw new Error(`seat order ${order.id} has no period to add seats to`);
      const [updated] = await tx
        .update(subscriptions)
        .set({ seats: sql`coalesce(${subscriptions.seats}, 0) + ${order.seats}` })
        .where(eq(subscriptions.id, period.id))
        .returning({ id: subscriptions.id, startsAt: subscriptions.startsAt, endsAt: subscriptions.endsAt });
      return {
        subscriptionId: updated?.id ?? null,
        periodStartsAt: updated?.startsAt ?? null,
        periodEndsAt: updated?.endsAt ?? null,
      };
    }
    case 'WALLET_TOP_UP':
      await credit(tx, owner, {
        kind: 'TOP_UP',
        amountPaise: order.totalPaise,
        idempotencyKey: `order:${order.id}`,
        orderId: order.id,
        description: 'Wallet top-up',
      });
      return { subscriptionId: null, periodStartsAt: null, periodEndsAt: null };
    case 'CONSENT_FEE':
      // Consent is recorded by the consent module's own step (it knows the token and the parent's answer).
      return { subscriptionId: null, periodStartsAt: null, periodEndsAt: null };
  }
}
