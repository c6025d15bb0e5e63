/**
 * What a paid order gives, applied inside the transaction that marks it paid (so it happens exactly once): a plan
 * period (renewals start where the current period ends), more seats on the current period, wallet money, or a
 * parent's consent granted.
 */
import type { Queryable } from '../../../db/client';
import { recordConsentPayment } from '../../consent/consent-payment';
import type { SubscriptionOwner } from '../../subscription/subscription.repository';
import { credit } from '../../wallet/wallet.service';
import type { OrderRow } from './order.repository';
import { addSeats, findPeriod, insertPaidPeriod, latestPaidPeriod, runningTrialEnd } from './paid-period.repository';

const DAY_MS = 86_400_000;

export function ownerOfOrder(order: Pick<OrderRow, 'instituteId' | 'userId'>): SubscriptionOwner {
  if (order.instituteId) return { instituteId: order.instituteId };
  if (order.userId) return { userId: order.userId };
  throw new Error('an order without an owner');
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
  if (current && current.endsAt > now) return { startsAt: current.endsAt, endsAt: addPeriod(current.endsAt, period) };
  // Bought during the trial: the plan starts now (ACTIVE at once) and the trial days left are added at its end.
  const trialEnd = await runningTrialEnd(db, owner, now);
  const daysLeft = trialEnd ? trialEnd.getTime() - now.getTime() : 0;
  return { startsAt: now, endsAt: new Date(addPeriod(now, period).getTime() + daysLeft) };
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
      const subscriptionId = await insertPaidPeriod(tx, {
        ...owner,
        productType: terms.productType ?? 'NEWS',
        planCode: order.planCode,
        seats: 'instituteId' in owner ? order.seats : null,
        startsAt,
        endsAt,
        graceEndsAt: new Date(endsAt.getTime() + terms.graceDays * DAY_MS),
      });
      return { subscriptionId, periodStartsAt: startsAt, periodEndsAt: endsAt };
    }
    case 'SEATS': {
      if (!order.instituteId || !order.seats) throw new Error(`seat order ${order.id} without a school or seats`);
      // Seats go on the period they were priced for; if it has ended meanwhile, on the school's latest one.
      const period =
        (order.subscriptionId ? await findPeriod(tx, order.subscriptionId) : undefined) ??
        (await latestPaidPeriod(tx, owner, now));
      if (!period) throw new Error(`seat order ${order.id} has no period to add seats to`);
      const updated = await addSeats(tx, period.id, order.seats);
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
        at: now,
      });
      return { subscriptionId: null, periodStartsAt: null, periodEndsAt: null };
    case 'CONSENT_FEE':
      // Granted here, in the settling transaction, so a consent is granted-and-paid once and only when paid.
      if (order.consentId) {
        await recordConsentPayment(tx, {
          consentId: order.consentId,
          orderId: order.id,
          parentEmail: order.buyer.email,
          amountPaise: order.totalPaise,
          at: now,
        });
      }
      return { subscriptionId: null, periodStartsAt: null, periodEndsAt: null };
  }
}
