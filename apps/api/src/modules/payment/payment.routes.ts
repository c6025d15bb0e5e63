/** Orders, checkout results and invoices of the signed-in buyer (spec §7 create_order, update_payment, invoice PDF). */
import {
  ACCESS,
  orderIdParamsSchema,
  orderRequestSchema,
  orderSchema,
  PAYMENT_MESSAGES,
  PAYMENT_PATHS,
  paymentFailureSchema,
  paymentResultSchema,
  quoteSchema,
  ROLE_SETS,
  transactionPageSchema,
  transactionQuerySchema,
} from '@noticeboard/shared';
import type { FastifyRequest } from 'fastify';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { RateLimitSetting } from '../module';
import type { InvoiceService } from './invoice/invoice.service';
import type { OrderService } from './order/order.service';
import type { TransactionService } from './transaction/transaction.service';

export interface PaymentRouteDeps {
  orders: OrderService;
  invoices: InvoiceService;
  transactions: TransactionService;
  /** Orders a buyer may open per window (the sensitive routes' setting: tests lower it, the benchmark lifts it). */
  orderLimit: RateLimitSetting;
}

const buyers = ACCESS.roles(ROLE_SETS.instituteOrIndividual);
const ORDER_ERRORS = [
  'NOT_FOUND',
  'CONFLICT',
  'FORBIDDEN',
  'PROMOTION_INVALID',
  'PROMOTION_USED_UP',
  'PROMOTION_ALREADY_USED',
  'INSUFFICIENT_BALANCE',
  'WALLET_LIMIT_REACHED',
] as const;

export function paymentRoutes(app: App, { orders, invoices, transactions, orderLimit }: PaymentRouteDeps): void {
  const route = routeDefiner(app, { tags: ['payments'] });

  route(`POST ${PAYMENT_PATHS.quote}`, {
    access: buyers,
    errors: [...ORDER_ERRORS, 'BAD_REQUEST'],
    summary: 'Price an order (plan, seats or wallet top-up) without placing it: the lines the checkout page shows',
    body: orderRequestSchema,
    response: quoteSchema,
    message: 'Quote',
    handler: ({ actor, body }) => orders.quote(actor, body),
  });
  route(`POST ${PAYMENT_PATHS.orders}`, {
    access: buyers,
    errors: [...ORDER_ERRORS, 'BAD_REQUEST', 'PAYMENT_GATEWAY_UNAVAILABLE'],
    summary: 'create_order: the server prices the order and opens it at the gateway (or pays it from the wallet)',
    body: orderRequestSchema,
    response: orderSchema,
    status: 201,
    message: 'Order created',
    config: {
      rateLimit: { ...orderLimit, keyGenerator: (request: FastifyRequest) => request.actor?.id ?? request.ip },
    },
    handler: ({ actor, body }) => orders.place(actor, body),
  });
  route(`GET ${PAYMENT_PATHS.order}`, {
    access: buyers,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    summary: 'One of your orders, with the checkout to pay it while it is unpaid',
    params: orderIdParamsSchema,
    response: orderSchema,
    message: 'Order',
    handler: ({ actor, params }) => orders.view(actor, params.id),
  });
  route(`POST ${PAYMENT_PATHS.payment}`, {
    access: buyers,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'PAYMENT_NOT_VERIFIED', 'ORDER_NOT_PAYABLE'],
    summary: 'update_payment: the checkout’s signed result; the order is paid only if the signature verifies',
    params: orderIdParamsSchema,
    body: paymentResultSchema,
    response: orderSchema,
    message: PAYMENT_MESSAGES.paid,
    handler: ({ actor, params, body }) => orders.confirmCheckout(actor, params.id, body),
  });
  route(`POST ${PAYMENT_PATHS.failure}`, {
    access: buyers,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    summary: 'The checkout failed or was closed: recorded; the order stays payable and nothing is activated',
    params: orderIdParamsSchema,
    body: paymentFailureSchema,
    response: orderSchema,
    message: 'Payment not completed',
    handler: ({ actor, params, body }) => orders.reportFailure(actor, params.id, body.reason),
  });
  route(`GET ${PAYMENT_PATHS.transactions}`, {
    access: buyers,
    errors: ['FORBIDDEN'],
    summary: 'Your payments, invoices, credit notes and wallet entries, newest first, by date range and kind',
    query: transactionQuerySchema,
    response: transactionPageSchema,
    message: 'Transactions',
    handler: ({ actor, query }) => transactions.list(actor, query),
  });
  route(`GET ${PAYMENT_PATHS.invoicePdf}`, {
    access: buyers,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    summary: 'A tax invoice or credit note of yours as a PDF',
    params: orderIdParamsSchema,
    raw: {},
    handler: async ({ actor, params, reply }) => {
      const { filename, pdf } = await invoices.pdf(actor, params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
}
