/**
 * The body of a webhook the dev checkout page sends, in Razorpay's envelope with the fields its documented sample
 * payloads carry (`payload.payment.entity`, `payload.order.entity` for order.paid, `payload.refund.entity` for
 * refund.processed), so the one reader in webhook-event.ts handles both gateways alike.
 */
import type { HandledEventType } from './payment-gateway';

export interface SimulatedEvent {
  type: HandledEventType;
  gatewayOrderId: string;
  gatewayPaymentId: string;
  /** The payment's amount (for a refund: the payment's, with `refundedPaise` the refund's). */
  amountPaise: number;
  /** refund.processed only; default: the whole payment. */
  refundedPaise?: number;
  /** refund.processed only. */
  gatewayRefundId?: string;
  /** payment.failed only. */
  failureReason?: string;
  /** When the event happened (default: now). */
  at?: Date;
}

type PaymentStatus = 'captured' | 'failed' | 'refunded';

function paymentEntity(event: SimulatedEvent, status: PaymentStatus, createdAt: number) {
  const failed = status === 'failed';
  const refunded = status === 'refunded' ? (event.refundedPaise ?? event.amountPaise) : 0;
  return {
    entity: {
      id: event.gatewayPaymentId,
      entity: 'payment',
      amount: event.amountPaise,
      currency: 'INR',
      status,
      order_id: event.gatewayOrderId,
      method: 'upi',
      amount_refunded: refunded,
      captured: !failed,
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed ? (event.failureReason ?? 'Payment declined on the dev checkout page') : null,
      created_at: createdAt,
    },
  };
}

function payloadOf(event: SimulatedEvent, createdAt: number) {
  switch (event.type) {
    case 'payment.captured':
      return { contains: ['payment'], payload: { payment: paymentEntity(event, 'captured', createdAt) } };
    case 'payment.failed':
      return { contains: ['payment'], payload: { payment: paymentEntity(event, 'failed', createdAt) } };
    case 'order.paid': {
      const order = {
        id: event.gatewayOrderId,
        entity: 'order',
        amount: event.amountPaise,
        amount_paid: event.amountPaise,
        amount_due: 0,
        currency: 'INR',
        status: 'paid',
        created_at: createdAt,
      };
      return {
        contains: ['payment', 'order'],
        payload: { payment: paymentEntity(event, 'captured', createdAt), order: { entity: order } },
      };
    }
    case 'refund.processed': {
      const refund = {
        id: event.gatewayRefundId ?? `rfnd_dev_${event.gatewayPaymentId}`,
        entity: 'refund',
        amount: event.refundedPaise ?? event.amountPaise,
        currency: 'INR',
        payment_id: event.gatewayPaymentId,
        status: 'processed',
        created_at: createdAt,
      };
      return {
        contains: ['refund', 'payment'],
        payload: { refund: { entity: refund }, payment: paymentEntity(event, 'refunded', createdAt) },
      };
    }
  }
}

/** The JSON text to send: sign exactly this string, send exactly this string. */
export function devWebhookBody(event: SimulatedEvent): string {
  const createdAt = Math.floor((event.at ?? new Date()).getTime() / 1000);
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_dev',
    event: event.type,
    ...payloadOf(event, createdAt),
    created_at: createdAt,
  });
}
