/**
 * Settling orders from what the gateway says: the checkout's signed result, or a signed webhook. Either path ends
 * in one transaction that locks the order, moves it out of CREATED/FAILED with a conditional update, activates
 * what it bought, confirms its promotion and issues its invoice; whoever comes second finds it paid and does
 * nothing. Failures never undo a payment; refunds issue a credit note and end the period bought.
 */
import { PAYMENT_MESSAGES, type PaymentResult } from '@noticeboard/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { InvalidationBus } from '../../../lib/invalidation-bus';
import type { Clock } from '../../module';
import { confirm, release } from '../../promotion/promotion.service';
import type { GatewayEvent, PaymentGateway } from '../gateway/payment-gateway';
import type { InvoiceSupplier } from '../invoice/invoice-document';
import { invoicedPurpose, issueCreditNote, issueInvoice } from '../invoice/invoice-issuer';
import { announceLedgerChange } from '../transaction/ledger-events';
import {
  endSubscriptionPeriod,
  findByGatewayOrderId,
  linkSubscription,
  lockOrder,
  markFailed,
  markPaid,
  markRefunded,
  type OrderRow,
  planTerms,
  recordPaymentEvent,
} from './order.repository';
import { activateOrder } from './order-activation';

export interface SettlementDeps {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  supplier: InvoiceSupplier;
  graceDays: number;
  log: FastifyBaseLogger;
  bus?: InvalidationBus;
  /** Told after a payment commits (receipt mail, consent recorded…); never fails the settlement. */
  onPaid: (orderId: string) => void;
}

export type SettledVia = 'checkout' | 'webhook' | 'wallet';

export type WebhookOutcome = 'paid' | 'failed' | 'refunded' | 'duplicate' | 'ignored';

const notVerified = () => new AppError('PAYMENT_NOT_VERIFIED', PAYMENT_MESSAGES.notVerified);

export class OrderSettlement {
  constructor(private readonly deps: SettlementDeps) {}

  /** update_payment: only a signature over the gateway order id stored on this very order counts. */
  async settleCheckout(order: OrderRow, result: PaymentResult): Promise<void> {
    const gatewayOrderId = order.gatewayOrderId;
    const valid =
      gatewayOrderId !== null &&
      result.razorpay_order_id === gatewayOrderId &&
      this.deps.gateway.verifyCheckout({
        gatewayOrderId,
        gatewayPaymentId: result.razorpay_payment_id,
        signature: result.razorpay_signature.toLowerCase(),
      });
    if (!valid) {
      this.deps.log.warn({ orderId: order.id }, 'checkout result refused: signature or order id does not verify');
      throw notVerified();
    }
    if (order.status === 'REFUNDED') throw new AppError('ORDER_NOT_PAYABLE', PAYMENT_MESSAGES.notPayable);
    const paid = await this.deps.db.transaction((tx) =>
      this.settleInTransaction(tx, order.id, { gatewayPaymentId: result.razorpay_payment_id, via: 'checkout' }),
    );
    announceLedgerChange(this.deps.bus, order);
    if (paid.justPaid) this.deps.onPaid(order.id);
  }

  /**
   * Marks the order paid and applies it, once. `amountPaise` (from a webhook) must be what the order asked the
   * gateway for; a checkout signature is over the gateway's order, whose amount we set, so it carries none.
   */
  async settleInTransaction(
    tx: Queryable,
    orderId: string,
    payment: { gatewayPaymentId: string | null; via: SettledVia; amountPaise?: number; currency?: string },
  ): Promise<OrderRow & { justPaid: boolean }> {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new Error(`order ${orderId} vanished`);
    if (order.status === 'PAID' || order.status === 'REFUNDED') return { ...order, justPaid: false };
    if (
      payment.amountPaise !== undefined &&
      (payment.amountPaise !== order.gatewayPaise || (payment.currency ?? 'INR') !== order.currency)
    ) {
      this.deps.log.warn(
        { orderId, expected: order.gatewayPaise, received: payment.amountPaise, currency: payment.currency },
        'payment refused: the amount does not match the order',
      );
      throw notVerified();
    }
    const now = this.deps.clock.now();
    const terms = order.planCode ? await planTerms(tx, order.planCode) : undefined;
    const activation = await activateOrder(
      tx,
      order,
      {
        graceDays: this.deps.graceDays,
        productType: terms?.productType ?? null,
        billingPeriod: terms?.period ?? null,
      },
      now,
    );
    const paid = await markPaid(tx, orderId, {
      paidAt: now,
      gatewayPaymentId: payment.gatewayPaymentId,
      periodStartsAt: activation.periodStartsAt,
      periodEndsAt: activation.periodEndsAt,
    });
    if (!paid) throw new Error(`order ${orderId} changed under its lock`);
    if (activation.subscriptionId) await linkSubscription(tx, orderId, activation.subscriptionId);
    if (order.promotionId) await confirm(tx, orderId);
    if (invoicedPurpose(order)) await issueInvoice(tx, paid, this.deps.supplier, now);
    this.deps.log.info({ orderId, via: payment.via, purpose: order.purpose }, 'order paid');
    return { ...paid, justPaid: true };
  }

  /** After a payment this process settled has committed. */
  notifyPaid(orderId: string): void {
    this.deps.onPaid(orderId);
  }

  /** The order could not be opened or paid: it stays payable (a new attempt may succeed), its promotion is freed. */
  async fail(orderId: string, reason: string): Promise<void> {
    const failed = await this.deps.db.transaction(async (tx) => {
      const row = await markFailed(tx, orderId, this.deps.clock.now(), reason);
      if (row?.promotionId) await release(tx, orderId);
      return row;
    });
    if (failed) announceLedgerChange(this.deps.bus, failed);
  }

  /**
   * A verified webhook. Each event is recorded once (by event id, and by the digest of its signed bytes, since the
   * id header is outside the signature); a repeat is acknowledged and changes nothing.
   */
  async handleEvent(event: GatewayEvent): Promise<WebhookOutcome> {
    const order = await findByGatewayOrderId(this.deps.db, event.gatewayOrderId);
    if (!order) {
      this.deps.log.warn({ gatewayOrderId: event.gatewayOrderId, type: event.type }, 'webhook for an unknown order');
      throw new AppError('PAYMENT_NOT_VERIFIED', 'No order has this gateway order id');
    }
    const result = await this.deps.db.transaction(async (tx) => {
      const seen = await recordPaymentEvent(tx, {
        gateway: this.deps.gateway.name,
        eventId: event.eventId,
        bodyDigest: event.bodyDigest,
        type: event.type,
        orderId: order.id,
      });
      // A retry is acknowledged so the gateway stops sending it; a replayed body under a new id is refused.
      if (seen === 'retry') return { outcome: 'duplicate' as const, justPaid: false };
      if (seen === 'replay') {
        this.deps.log.warn({ orderId: order.id, eventId: event.eventId }, 'webhook refused: a replayed body');
        throw new AppError('PAYMENT_NOT_VERIFIED', 'This event was already received under another id');
      }
      switch (event.type) {
        case 'payment.captured':
        case 'order.paid': {
          const paid = await this.settleInTransaction(tx, order.id, {
            gatewayPaymentId: event.gatewayPaymentId,
            via: 'webhook',
            amountPaise: event.amountPaise,
            currency: event.currency,
          });
          return { outcome: 'paid' as const, justPaid: paid.justPaid };
        }
        case 'payment.failed': {
          const failed = await markFailed(tx, order.id, this.deps.clock.now(), event.failureReason ?? 'Payment failed');
          if (failed?.promotionId) await release(tx, order.id);
          return { outcome: failed ? ('failed' as const) : ('ignored' as const), justPaid: false };
        }
        case 'refund.processed':
          return { outcome: await this.refundInTransaction(tx, order.id, event), justPaid: false };
      }
    });
    if (result.outcome !== 'duplicate' && result.outcome !== 'ignored') announceLedgerChange(this.deps.bus, order);
    if (result.justPaid) this.deps.onPaid(order.id);
    return result.outcome;
  }

  /** A full refund: the order is refunded, a credit note issued and the period it bought ends now. */
  private async refundInTransaction(tx: Queryable, orderId: string, event: GatewayEvent): Promise<WebhookOutcome> {
    const order = await lockOrder(tx, orderId);
    if (!order || order.status !== 'PAID') return 'ignored';
    if (event.amountPaise !== order.gatewayPaise) {
      // A partial refund is settled by hand (a credit note for part of the invoice); it is logged, not guessed at.
      this.deps.log.warn({ orderId, refunded: event.amountPaise }, 'partial refund not applied automatically');
      return 'ignored';
    }
    const now = this.deps.clock.now();
    await markRefunded(tx, orderId, now);
    await issueCreditNote(tx, order, now, 'Payment refunded');
    if (order.subscriptionId && order.purpose === 'PLAN') await endSubscriptionPeriod(tx, order.subscriptionId, now);
    return 'refunded';
  }
}
