/**
 * Composition root of payments: the gateway (Razorpay, or the dev gateway outside production), orders and their
 * settlement, invoices, the transactions list, the webhook and the dev gateway's checkout.
 */
import type { Infrastructure, Module } from '../module';
import { devCheckoutRoutes } from './dev-checkout.routes';
import { DevPaymentGateway } from './gateway/dev.gateway';
import { createPaymentGateway } from './gateway/gateway.config';
import type { PaymentGateway } from './gateway/payment-gateway';
import { InvoiceService } from './invoice/invoice.service';
import { missedReceiptJobs } from './invoice/missed-receipts.job';
import { ConsentFeeOrders } from './order/consent-fee-order.service';
import { OrderService } from './order/order.service';
import { OrderSettlement } from './order/order-settlement';
import { paymentRoutes } from './payment.routes';
import { TransactionService } from './transaction/transaction.service';
import { webhookRoutes } from './webhook.routes';

export interface PaymentExports {
  gateway: PaymentGateway;
  orders: OrderService;
  /** Parents' consent fees: placed, confirmed and read by the consent module's open routes. */
  consentFees: ConsentFeeOrders;
  settlement: OrderSettlement;
  /** Told when an order commits as paid (the consent module records a paid consent this way). */
  onOrderPaid(listener: (orderId: string) => void): void;
}

export function createPaymentModule({
  db,
  clock,
  config,
  mailer,
  log,
  rateLimits,
  bus,
}: Infrastructure): Module<PaymentExports> {
  const { payments } = config;
  const gateway = createPaymentGateway(payments.gateway, {
    dev: payments.devSecrets ? { secrets: payments.devSecrets } : {},
  });
  const invoices = new InvoiceService({ db, mailer, clock, log, publicUrl: config.publicUrl });
  const listeners: Array<(orderId: string) => void> = [(orderId) => invoices.sendReceipt(orderId)];
  const settlement = new OrderSettlement({
    db,
    clock,
    gateway,
    supplier: payments.supplier,
    graceDays: config.subscription.graceDays,
    log,
    bus,
    onPaid: (orderId) => {
      for (const listener of listeners) listener(orderId);
    },
  });
  const orders = new OrderService({ db, clock, gateway, supplier: payments.supplier, settlement, bus });
  const consentFees = new ConsentFeeOrders({ db, clock, gateway, supplier: payments.supplier, settlement, bus });
  const transactions = new TransactionService(db, clock, bus);
  return {
    name: 'payment',
    routes: (app) => {
      paymentRoutes(app, { orders, invoices, transactions, orderLimit: rateLimits.otp });
      webhookRoutes(app, { gateway, settlement });
      if (gateway instanceof DevPaymentGateway && config.env !== 'production') devCheckoutRoutes(app, { db, gateway });
    },
    jobs: missedReceiptJobs(invoices),
    close: () => invoices.close(),
    exports: { gateway, orders, consentFees, settlement, onOrderPaid: (listener) => listeners.push(listener) },
  };
}
