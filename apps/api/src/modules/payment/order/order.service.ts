/**
 * Orders from quote to activation (spec §7 create_order, update_payment, update_wallet). The server prices every
 * order from the catalogue inside the transaction that stores it; a payment counts only after a verified checkout
 * signature or webhook for the gateway order id WE stored; and the CREATED/FAILED → PAID update is conditional, so
 * the activation, the promotion's use and the invoice happen once whatever arrives twice, late or out of order.
 */
import {
  formatDate,
  formatMoney,
  type OrderRequest,
  type OrderView,
  orderRequestSchema,
  PAYMENT_MESSAGES,
  type PaymentResult,
  type Quote,
} from '@noticeboard/shared';
import type { Db, Queryable } from '../../../db/client';
import type { OrderPricing } from '../../../db/schema';
import { AppError, conflict, forbidden, notFound } from '../../../lib/errors';
import type { InvalidationBus } from '../../../lib/invalidation-bus';
import type { Actor } from '../../../plugins/auth';
import { listPricePaise } from '../../catalogue/catalogue.rules';
import { activePlan } from '../../catalogue/catalogue.service';
import type { Clock } from '../../module';
import { evaluate, reserve } from '../../promotion/promotion.service';
import { proRataPaise } from '../../subscription/proration';
import { mayStartTrialFor, ownerOf } from '../../subscription/subscription.policy';
import type { SubscriptionOwner } from '../../subscription/subscription.repository';
import { assertTopUpAllowed, balance, spend } from '../../wallet/wallet.service';
import type { PaymentGateway } from '../gateway/payment-gateway';
import { taxTreatment } from '../invoice/gst';
import type { InvoiceSupplier } from '../invoice/invoice-document';
import { announceLedgerChange } from '../transaction/ledger-events';
import { openAtGateway } from './gateway-opening';
import {
  findOrder,
  insertOrder,
  invoiceOf,
  markFailed,
  type OrderRow,
  replaceUnpaidOrdersWithCode,
} from './order.repository';
import { nextPlanPeriod } from './order-activation';
import { buyerOf, gstBuyerOf } from './order-buyer';
import { priceOrder } from './order-pricing';
import type { OrderSettlement } from './order-settlement';
import { currentSeatPeriod } from './paid-period.repository';

/** How long an unpaid order keeps its promotion use: long enough to finish a checkout, short enough to free it. */
const PROMOTION_HOLD_MS = 2 * 60 * 60_000;

export interface OrderServiceDeps {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  supplier: InvoiceSupplier;
  settlement: OrderSettlement;
  bus?: InvalidationBus;
}

/** An order priced, before it is stored. */
interface Priced {
  quote: Quote;
  pricing: OrderPricing;
  planCode: string | null;
  seats: number | null;
  subscriptionId: string | null;
  promotionId: string | null;
  productType: string | null;
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

type ParsedRequest = ReturnType<typeof orderRequestSchema.parse>;
/** Thrown to roll a quote's transaction back. */
const QUOTED = Symbol('quoted');

export class OrderService {
  constructor(private readonly deps: OrderServiceDeps) {}

  /** The school account for its school, or an individual without a school: the same people who start the trial. */
  private buyer(actor: Actor): SubscriptionOwner {
    if (!mayStartTrialFor(actor)) throw forbidden(PAYMENT_MESSAGES.buyerOnly);
    return ownerOf(actor);
  }

  /** Priced as place() would price it, in a transaction rolled back at the end (it gives back stale holds, as place does). */
  async quote(actor: Actor, request: OrderRequest): Promise<Quote> {
    const owner = this.buyer(actor);
    const parsed = orderRequestSchema.parse(request);
    const now = this.deps.clock.now();
    let quote: Quote | undefined;
    try {
      await this.deps.db.transaction(async (tx) => {
        await this.replaceUnpaid(tx, owner, parsed, now);
        quote = (await this.price(tx, owner, parsed, now)).quote;
        throw QUOTED;
      });
    } catch (error) {
      if (error !== QUOTED) throw error;
    }
    if (!quote) throw new Error('quote not priced');
    return quote;
  }

  private async replaceUnpaid(tx: Queryable, owner: SubscriptionOwner, request: ParsedRequest, now: Date) {
    if (request.purpose === 'PLAN' && request.promotionCode) {
      await replaceUnpaidOrdersWithCode(tx, owner, request.promotionCode, now);
    }
  }

  /** create_order: stores the priced order, then opens it at the gateway (or pays it from the wallet at once). */
  async place(actor: Actor, request: OrderRequest): Promise<OrderView> {
    const owner = this.buyer(actor);
    const parsed = orderRequestSchema.parse(request);
    const now = this.deps.clock.now();
    const order = await this.deps.db.transaction(async (tx) => {
      await this.replaceUnpaid(tx, owner, parsed, now);
      const priced = await this.price(tx, owner, parsed, now);
      const { quote } = priced;
      const stored = await insertOrder(tx, {
        ...owner,
        placedBy: actor.id,
        purpose: quote.purpose,
        planCode: priced.planCode,
        seats: priced.seats,
        subscriptionId: priced.subscriptionId,
        promotionId: priced.promotionId,
        pricing: priced.pricing,
        buyer: await buyerOf(tx, owner),
        totalPaise: quote.totalPaise,
        walletPaise: quote.walletPaise,
        gatewayPaise: quote.gatewayPaise,
        createdAt: now,
      });
      if (parsed.purpose === 'PLAN' && parsed.promotionCode && priced.productType) {
        // Re-checked under the promotion's row lock: concurrent last uses never exceed its limits.
        await reserve(tx, {
          code: parsed.promotionCode,
          owner,
          productType: priced.productType,
          listPaise: quote.listPaise,
          now,
          orderId: stored.id,
          holdUntil: new Date(now.getTime() + PROMOTION_HOLD_MS),
        });
      }
      if (stored.gatewayPaise === 0) {
        if (stored.walletPaise > 0) {
          await spend(tx, owner, {
            amountPaise: stored.walletPaise,
            idempotencyKey: `order:${stored.id}`,
            orderId: stored.id,
            description: quote.description,
            at: now,
          });
        }
        return this.deps.settlement.settleInTransaction(tx, stored.id, { gatewayPaymentId: null, via: 'wallet' });
      }
      return stored;
    });
    announceLedgerChange(this.deps.bus, owner);
    if (order.status === 'PAID') {
      this.deps.settlement.notifyPaid(order.id);
      return this.view(actor, order.id);
    }
    return this.openAtGateway(actor, order);
  }

  private async openAtGateway(actor: Actor, order: OrderRow): Promise<OrderView> {
    await openAtGateway(this.deps, order);
    return this.view(actor, order.id);
  }

  /** The caller's own order; another owner's is answered as missing. */
  private async ownOrder(actor: Actor, id: string): Promise<OrderRow> {
    const order = await findOrder(this.deps.db, id);
    const owner = ownerOf(actor);
    const owns =
      order && ('instituteId' in owner ? order.instituteId === owner.instituteId : order.userId === owner.userId);
    if (!order || !owns || !mayStartTrialFor(actor)) throw notFound('Order not found');
    return order;
  }

  async view(actor: Actor, id: string): Promise<OrderView> {
    const order = await this.ownOrder(actor, id);
    return this.present(order);
  }

  async present(order: OrderRow): Promise<OrderView> {
    const payable = (order.status === 'CREATED' || order.status === 'FAILED') && order.gatewayOrderId;
    const invoice =
      order.status === 'PAID' || order.status === 'REFUNDED' ? await invoiceOf(this.deps.db, order.id) : undefined;
    return {
      id: order.id,
      purpose: order.purpose,
      status: order.status,
      description: order.pricing.description,
      planCode: order.planCode,
      seats: order.seats,
      totalPaise: order.totalPaise,
      walletPaise: order.walletPaise,
      gatewayPaise: order.gatewayPaise,
      currency: order.currency,
      failureReason: order.failureReason,
      createdAt: order.createdAt.toISOString(),
      paidAt: iso(order.paidAt),
      periodEndsAt: iso(order.periodEndsAt),
      invoice: invoice ?? null,
      checkout:
        payable && order.gatewayOrderId
          ? this.deps.gateway.checkoutOptions({
              gatewayOrderId: order.gatewayOrderId,
              amountPaise: order.gatewayPaise,
              currency: 'INR',
            })
          : null,
    };
  }

  /** update_payment: the checkout's result, verified against the gateway order id stored on this order. */
  async confirmCheckout(actor: Actor, id: string, result: PaymentResult): Promise<OrderView> {
    const order = await this.ownOrder(actor, id);
    await this.deps.settlement.settleCheckout(order, result);
    return this.view(actor, id);
  }

  /** The checkout reported a failure or was closed: the order stays payable, nothing is activated. */
  async reportFailure(actor: Actor, id: string, reason: string): Promise<OrderView> {
    const order = await this.ownOrder(actor, id);
    if (order.status === 'CREATED' || order.status === 'FAILED') {
      await markFailed(this.deps.db, order.id, this.deps.clock.now(), reason);
      announceLedgerChange(this.deps.bus, order);
    }
    return this.view(actor, id);
  }

  private async price(db: Queryable, owner: SubscriptionOwner, request: ParsedRequest, now: Date): Promise<Priced> {
    const buyer = await buyerOf(db, owner);
    const treatment = taxTreatment({ stateCode: this.deps.supplier.gstin.slice(0, 2) }, gstBuyerOf(buyer));
    const walletBalancePaise = await balance(db, owner);
    const isSchool = 'instituteId' in owner;

    let description: string;
    let listPaise: number;
    let taxIncluded = true;
    let taxable = true;
    let discount: { promotionId: string; code: string; discountPaise: number } | null = null;
    let planCode: string | null = null;
    let seats: number | null = null;
    let subscriptionId: string | null = null;
    let productType: string | null = null;
    let periodStartsAt: Date | null = null;
    let periodEndsAt: Date | null = null;
    let useWallet = false;

    switch (request.purpose) {
      case 'PLAN': {
        const { plan, product } = await activePlan(db, request.planCode);
        const forSchools = product.audience === 'INSTITUTE';
        if (forSchools !== isSchool) {
          throw new AppError(
            'BAD_REQUEST',
            forSchools ? 'This plan is for schools.' : 'This plan is for individual readers; schools buy school plans.',
          );
        }
        planCode = plan.code;
        productType = product.productType;
        seats = plan.pricing === 'PER_SEAT' ? Math.max(request.seats ?? plan.minSeats ?? 1, plan.minSeats ?? 1) : null;
        listPaise = listPricePaise(plan, seats ?? 1);
        taxIncluded = plan.taxIncluded;
        description = `${product.name}, ${plan.name}${seats ? `, ${seats} students` : ''}`;
        ({ startsAt: periodStartsAt, endsAt: periodEndsAt } = await nextPlanPeriod(db, owner, plan.period, now));
        if (request.promotionCode) {
          discount = await evaluate(db, { code: request.promotionCode, owner, productType, listPaise, now });
        }
        useWallet = request.useWallet;
        break;
      }
      case 'SEATS': {
        if (!('instituteId' in owner)) throw forbidden(PAYMENT_MESSAGES.noSeatsToBuy);
        const period = await currentSeatPeriod(db, owner.instituteId, now);
        if (!period?.planCode) throw conflict(PAYMENT_MESSAGES.noSeatsToBuy);
        const { plan, product } = await activePlan(db, period.planCode);
        listPaise = proRataPaise({
          unitPricePaise: plan.unitPricePaise,
          extraSeats: request.seats,
          now,
          periodStartsAt: period.startsAt,
          periodEndsAt: period.endsAt,
        });
        if (listPaise < 100) throw conflict('Your plan ends too soon to add seats: renew it with the seats you need.');
        planCode = plan.code;
        productType = product.productType;
        seats = request.seats;
        subscriptionId = period.id;
        taxIncluded = plan.taxIncluded;
        periodStartsAt = now;
        periodEndsAt = period.endsAt;
        const until = formatDate(period.endsAt);
        description = `${product.name}, ${request.seats} more ${request.seats === 1 ? 'student' : 'students'} until ${until} (pro rata)`;
        useWallet = request.useWallet;
        break;
      }
      case 'WALLET_TOP_UP': {
        await assertTopUpAllowed(db, owner, request.amountPaise);
        listPaise = request.amountPaise;
        taxable = false;
        description = `Wallet top-up of ${formatMoney(request.amountPaise)}`;
        break;
      }
    }

    const discountPaise = discount?.discountPaise ?? 0;
    const price = priceOrder({
      description,
      listPaise,
      discountPaise,
      taxIncluded,
      taxable,
      treatment,
      walletBalancePaise,
      useWallet,
      promotionCode: discount?.code ?? null,
    });
    if (price.gatewayPaise > 0 && price.gatewayPaise < 100) {
      throw new AppError('BAD_REQUEST', 'The amount to pay must be at least ₹1.');
    }
    return {
      quote: {
        purpose: request.purpose,
        description,
        productType,
        planCode,
        seats,
        listPaise,
        discountPaise,
        promotionCode: discount?.code ?? null,
        taxIncluded,
        taxablePaise: price.tax.taxable,
        taxPaise: price.tax.cgst + price.tax.sgst + price.tax.igst,
        taxLabel: price.taxLabel,
        totalPaise: price.totalPaise,
        walletBalancePaise,
        walletPaise: price.walletPaise,
        gatewayPaise: price.gatewayPaise,
        periodStartsAt: iso(periodStartsAt),
        periodEndsAt: iso(periodEndsAt),
        lines: price.lines,
      },
      pricing: {
        description,
        listPaise,
        discountPaise,
        taxIncluded: taxable ? taxIncluded : true,
        ...(discount ? { promotionCode: discount.code } : {}),
      },
      planCode,
      seats,
      subscriptionId,
      promotionId: discount?.promotionId ?? null,
      productType,
    };
  }
}
