/**
 * Opening a stored order at the gateway, for every kind of order (a buyer's plan, a parent's consent fee): the
 * gateway order is created for the amount WE stored, checked, and attached to the row; the checkout signature and
 * the webhooks are later verified against that attached id only.
 */
import { PAYMENT_MESSAGES } from '@noticeboard/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { type GatewayOrder, type PaymentGateway, PaymentGatewayError } from '../gateway/payment-gateway';
import { attachGatewayOrder, type OrderRow } from './order.repository';
import type { OrderSettlement } from './order-settlement';

export interface GatewayOpeningDeps {
  db: Db;
  gateway: PaymentGateway;
  settlement: OrderSettlement;
}

/**
 * Returns the order with its gateway order id. When two requests open the same unpaid order at once, the first id
 * attached stays (the other gateway order is never shown to anyone, so it is never paid).
 */
export async function openAtGateway(deps: GatewayOpeningDeps, order: OrderRow): Promise<OrderRow> {
  let opened: GatewayOrder;
  try {
    opened = await deps.gateway.createOrder({
      amountPaise: order.gatewayPaise,
      currency: 'INR',
      receipt: order.id,
      notes: { orderId: order.id, purpose: order.purpose },
    });
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    await deps.settlement.fail(order.id, `Gateway: ${error.message}`);
    throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', PAYMENT_MESSAGES.gatewayUnavailable);
  }
  if (opened.amountPaise !== order.gatewayPaise) {
    await deps.settlement.fail(order.id, 'The gateway opened the order with another amount');
    throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', PAYMENT_MESSAGES.gatewayUnavailable);
  }
  return attachGatewayOrder(deps.db, order.id, deps.gateway.name, opened.gatewayOrderId);
}
