/**
 * A parent's consent fee as an order (issue 15 §6; spec §7 update_payment, parent-consent variants). The school owns
 * the order (it is the school's fee, in its timeline), nobody signed in placed it, and the parent is the buyer the
 * invoice names (a consumer, GST inside the fee). It is opened at the gateway like any order and settled by the same
 * OrderSettlement, whose activation grants the consent. Open routes reach it by the order id, an unguessable uuid.
 */
import { type ConsentPay, MESSAGES, type OrderStatus, type PaymentResult } from '@noticeboard/shared';
import type { Db } from '../../../db/client';
import type { OrderBuyer } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/errors';
import type { InvalidationBus } from '../../../lib/invalidation-bus';
import { lockPendingConsent } from '../../consent/consent.repository';
import type { Clock } from '../../module';
import type { PaymentGateway } from '../gateway/payment-gateway';
import { taxTreatment } from '../invoice/gst';
import type { InvoiceSupplier } from '../invoice/invoice-document';
import { announceLedgerChange } from '../transaction/ledger-events';
import { openAtGateway } from './gateway-opening';
import {
  findOrder,
  findUnpaidConsentOrder,
  insertOrder,
  markFailed,
  type OrderRow,
  replaceUnpaidConsentOrders,
} from './order.repository';
import { gstBuyerOf, parentBuyerOf } from './order-buyer';
import { priceOrder } from './order-pricing';
import type { OrderSettlement } from './order-settlement';

export interface ConsentFeeOrdersDeps {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  supplier: InvoiceSupplier;
  settlement: OrderSettlement;
  bus?: InvalidationBus;
}

export interface ConsentFeeOrderRequest {
  consentId: string;
  /** The school whose fee it is: the order's owner. */
  instituteId: string;
  feePaise: number;
  /** The parent the request is addressed to: the buyer. */
  parent: { name: string; email: string };
  /** What the checkout and the invoice say, e.g. "Parent consent fee for Kavya, Maple School". */
  description: string;
}

/** What the consent module may learn of a consent fee order. */
export interface ConsentFeeOrderState {
  id: string;
  status: OrderStatus;
  amountPaise: number;
  consentId: string | null;
}

const sameBuyer = (a: OrderBuyer, b: OrderBuyer) =>
  a.name === b.name && a.email.toLowerCase() === b.email.toLowerCase() && a.stateCode === b.stateCode;

const stateOf = (order: OrderRow): ConsentFeeOrderState => ({
  id: order.id,
  status: order.status,
  amountPaise: order.totalPaise,
  consentId: order.consentId,
});

export class ConsentFeeOrders {
  constructor(private readonly deps: ConsentFeeOrdersDeps) {}

  /** The request's unpaid fee order (a parent who comes back, or a second tab, pays the same one), opened to pay. */
  async place(request: ConsentFeeOrderRequest): Promise<ConsentPay> {
    const now = this.deps.clock.now();
    const order = await this.deps.db.transaction(async (tx) => {
      // The request's row lock: concurrent attempts share one order, and an answered request gets none.
      if (!(await lockPendingConsent(tx, request.consentId))) throw new AppError('LINK_EXPIRED', MESSAGES.linkExpired);
      const buyer = await parentBuyerOf(tx, request.instituteId, request.parent);
      const price = priceOrder({
        description: request.description,
        listPaise: request.feePaise,
        discountPaise: 0,
        taxIncluded: true,
        taxable: true,
        treatment: taxTreatment({ stateCode: this.deps.supplier.gstin.slice(0, 2) }, gstBuyerOf(buyer)),
        walletBalancePaise: 0,
        useWallet: false,
      });
      const unpaid = await findUnpaidConsentOrder(tx, request.consentId);
      if (
        unpaid &&
        unpaid.totalPaise === price.totalPaise &&
        unpaid.pricing.description === request.description &&
        sameBuyer(unpaid.buyer, buyer)
      ) {
        return unpaid;
      }
      // The fee or the parent changed since: the old order is not offered again (if it is still paid, it counts).
      await replaceUnpaidConsentOrders(tx, request.consentId, now);
      return insertOrder(tx, {
        instituteId: request.instituteId,
        placedBy: null,
        purpose: 'CONSENT_FEE',
        consentId: request.consentId,
        pricing: { description: request.description, listPaise: request.feePaise, discountPaise: 0, taxIncluded: true },
        buyer,
        totalPaise: price.totalPaise,
        walletPaise: 0,
        gatewayPaise: price.gatewayPaise,
        createdAt: now,
      });
    });
    announceLedgerChange(this.deps.bus, order);
    const opened = order.gatewayOrderId ? order : await openAtGateway(this.deps, order);
    if (!opened.gatewayOrderId) throw new Error(`order ${opened.id} has no gateway order after opening`);
    return {
      orderId: opened.id,
      amountPaise: opened.gatewayPaise,
      description: opened.pricing.description,
      checkout: this.deps.gateway.checkoutOptions({
        gatewayOrderId: opened.gatewayOrderId,
        amountPaise: opened.gatewayPaise,
        currency: 'INR',
      }),
    };
  }

  private async consentOrder(id: string): Promise<OrderRow> {
    const order = await findOrder(this.deps.db, id);
    // Any other order is answered as missing: these routes are open, and only consent fees are paid without an account.
    if (!order || order.purpose !== 'CONSENT_FEE') throw notFound('Order not found');
    return order;
  }

  async state(id: string): Promise<ConsentFeeOrderState> {
    return stateOf(await this.consentOrder(id));
  }

  /** update_payment (parent-consent variant): the signature over the gateway order id stored on this order is the proof. */
  async confirmCheckout(id: string, result: PaymentResult): Promise<ConsentFeeOrderState> {
    await this.deps.settlement.settleCheckout(await this.consentOrder(id), result);
    return this.state(id);
  }

  /** The checkout failed or was closed: the order stays payable and the consent stays as it was. */
  async reportFailure(id: string, reason: string): Promise<ConsentFeeOrderState> {
    const order = await this.consentOrder(id);
    if (order.status === 'CREATED' || order.status === 'FAILED') {
      await markFailed(this.deps.db, order.id, this.deps.clock.now(), reason);
      announceLedgerChange(this.deps.bus, order);
    }
    return this.state(id);
  }
}
