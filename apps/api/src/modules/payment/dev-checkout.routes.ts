/**
 * The dev gateway's side of the local checkout page (/dev/checkout): shows the order, and on "Pay" or "Fail" signs
 * the result as Razorpay's checkout would and sends the matching webhook to our own webhook route, signed as
 * Razorpay signs it, a moment later, so every dev payment goes through both settlement paths. Only with the dev
 * gateway, never in production.
 */
import {
  ACCESS,
  devCheckoutActionSchema,
  devCheckoutOrderSchema,
  devCheckoutParamsSchema,
  devCheckoutResultSchema,
  PAYMENT_PATHS,
} from '@noticeboard/shared';
import type { Db } from '../../db/client';
import { routeDefiner } from '../../lib/define-route';
import { conflict, notFound } from '../../lib/errors';
import type { App } from '../../types';
import type { DevPaymentGateway } from './gateway/dev.gateway';
import { findByGatewayOrderId, type OrderRow } from './order/order.repository';

/** Late enough that the browser's callback usually wins, so the webhook is usually the duplicate (both orders happen). */
const WEBHOOK_DELAY_MS = 400;
const DECLINED = 'Payment declined by the bank (dev gateway)';

/** A buyer returns to their order's page; a parent (no account) to their consent page, which shows the payment. */
export const orderReturnPath = (order: Pick<OrderRow, 'id' | 'purpose'>) =>
  order.purpose === 'CONSENT_FEE' ? `/parent-consent/verify?paid=${order.id}` : `/orders/${order.id}`;

export function devCheckoutRoutes(app: App, { db, gateway }: { db: Db; gateway: DevPaymentGateway }): void {
  const route = routeDefiner(app, { tags: ['dev'] });
  const orderOf = async (gatewayOrderId: string) => {
    const order = await findByGatewayOrderId(db, gatewayOrderId);
    if (!order) throw notFound('No order with this id at the dev gateway');
    return order;
  };

  route(`GET ${PAYMENT_PATHS.devCheckout}`, {
    access: ACCESS.open('the dev gateway’s checkout page; the order id is an unguessable token, as at Razorpay'),
    errors: ['NOT_FOUND'],
    summary: 'An order at the dev gateway, for the local checkout page',
    params: devCheckoutParamsSchema,
    response: devCheckoutOrderSchema,
    message: 'Dev checkout',
    handler: async ({ params }) => {
      const order = await orderOf(params.gatewayOrderId);
      return {
        gatewayOrderId: params.gatewayOrderId,
        orderId: order.id,
        purpose: order.purpose,
        amountPaise: order.gatewayPaise,
        description: order.pricing.description,
        status: order.status,
        returnPath: orderReturnPath(order),
      };
    },
  });

  route(`POST ${PAYMENT_PATHS.devCheckout}`, {
    access: ACCESS.open('the dev gateway’s checkout page pays or fails an order, as Razorpay’s would'),
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Pay or fail an order at the dev gateway: the signed checkout result, then the signed webhook',
    params: devCheckoutParamsSchema,
    body: devCheckoutActionSchema,
    response: devCheckoutResultSchema,
    message: 'Dev checkout result',
    handler: async ({ params, body, request }) => {
      const order = await orderOf(params.gatewayOrderId);
      if (order.status === 'PAID' || order.status === 'REFUNDED') throw conflict('This order is already paid');
      const gatewayOrderId = params.gatewayOrderId;
      const gatewayPaymentId = gateway.newPaymentId();
      const paid = body.outcome === 'PAY';
      const webhook = gateway.simulatedWebhook({
        type: paid ? 'payment.captured' : 'payment.failed',
        gatewayOrderId,
        gatewayPaymentId,
        amountPaise: order.gatewayPaise,
        ...(paid ? {} : { failureReason: DECLINED }),
      });
      setTimeout(() => {
        app
          .inject({
            method: 'POST',
            url: `/api${PAYMENT_PATHS.webhook}`,
            headers: {
              'content-type': 'application/json',
              'x-razorpay-signature': webhook.signature,
              'x-razorpay-event-id': webhook.eventId,
            },
            payload: webhook.rawBody,
          })
          .then((response) => request.log.info({ status: response.statusCode }, 'dev gateway webhook delivered'))
          .catch((error: unknown) => request.log.warn({ err: error }, 'dev gateway webhook not delivered'));
      }, WEBHOOK_DELAY_MS).unref();
      return {
        outcome: body.outcome,
        orderId: order.id,
        purpose: order.purpose,
        result: paid
          ? {
              razorpay_order_id: gatewayOrderId,
              razorpay_payment_id: gatewayPaymentId,
              razorpay_signature: gateway.signCheckout(gatewayOrderId, gatewayPaymentId),
            }
          : null,
        failureReason: paid ? null : DECLINED,
        returnPath: orderReturnPath(order),
      };
    },
  });
}
