/**
 * Reads Razorpay's webhook envelope (`{ entity: 'event', event, payload: { payment: { entity }, order?, refund? },
 * created_at }`) into a GatewayEvent. The dev gateway sends the same shape, so one reader serves both. Unknown event
 * types and bodies that do not match are `ignored`, never thrown: the route acknowledges them and acts on nothing.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  type GatewayEvent,
  HANDLED_EVENT_TYPES,
  type HandledEventType,
  type IgnoredWebhook,
  type WebhookParseResult,
} from './payment-gateway';

const id = z.string().min(1).max(64);
const paise = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

const paymentEntitySchema = z.object({
  id,
  amount: paise,
  currency: z.string().min(1),
  order_id: id.nullish(),
  error_description: z.string().nullish(),
});
const paymentPayloadSchema = z.object({ payment: z.object({ entity: paymentEntitySchema }) });
const orderPaidPayloadSchema = paymentPayloadSchema.extend({
  order: z.object({ entity: z.object({ id, amount: paise, amount_paid: paise }) }),
});
const refundPayloadSchema = paymentPayloadSchema.extend({
  refund: z.object({ entity: z.object({ id, amount: paise, currency: z.string().min(1), payment_id: id }) }),
});

const envelopeSchema = z.object({
  entity: z.literal('event'),
  event: z.string().min(1).max(100),
  created_at: z.number().int().nonnegative(),
  payload: z.unknown(),
});

/** Razorpay's event ids are short tokens; anything else in the header is not trusted as one. */
const EVENT_ID_HEADER = /^[A-Za-z0-9_-]{1,100}$/;

interface Envelope {
  eventId: string;
  bodyDigest: string;
  occurredAt: Date;
}

const ignored = (
  { eventId, bodyDigest }: Pick<Envelope, 'eventId' | 'bodyDigest'>,
  reason: string,
): IgnoredWebhook => ({
  type: 'ignored',
  eventId,
  bodyDigest,
  reason,
});

function isHandled(type: string): type is HandledEventType {
  return (HANDLED_EVENT_TYPES as readonly string[]).includes(type);
}

function paymentEvent(type: 'payment.captured' | 'payment.failed', envelope: Envelope, payload: unknown) {
  const parsed = paymentPayloadSchema.safeParse(payload);
  if (!parsed.success) return ignored(envelope, `${type}: payload does not match`);
  const payment = parsed.data.payment.entity;
  if (!payment.order_id) return ignored(envelope, `${type}: payment without an order`);
  const event: GatewayEvent = {
    type,
    ...envelope,
    gatewayOrderId: payment.order_id,
    gatewayPaymentId: payment.id,
    amountPaise: payment.amount,
    currency: payment.currency,
  };
  if (type === 'payment.failed') event.failureReason = payment.error_description ?? 'Payment failed';
  return event;
}

function orderPaidEvent(envelope: Envelope, payload: unknown): WebhookParseResult {
  const parsed = orderPaidPayloadSchema.safeParse(payload);
  if (!parsed.success) return ignored(envelope, 'order.paid: payload does not match');
  const { payment, order } = parsed.data;
  if (payment.entity.order_id && payment.entity.order_id !== order.entity.id) {
    return ignored(envelope, 'order.paid: payment and order disagree');
  }
  return {
    type: 'order.paid',
    ...envelope,
    gatewayOrderId: order.entity.id,
    gatewayPaymentId: payment.entity.id,
    amountPaise: payment.entity.amount,
    currency: payment.entity.currency,
  };
}

function refundEvent(envelope: Envelope, payload: unknown): WebhookParseResult {
  const parsed = refundPayloadSchema.safeParse(payload);
  if (!parsed.success) return ignored(envelope, 'refund.processed: payload does not match');
  const { payment, refund } = parsed.data;
  if (!payment.entity.order_id) return ignored(envelope, 'refund.processed: payment without an order');
  if (refund.entity.payment_id !== payment.entity.id)
    return ignored(envelope, 'refund.processed: refund and payment disagree');
  return {
    type: 'refund.processed',
    ...envelope,
    gatewayOrderId: payment.entity.order_id,
    gatewayPaymentId: payment.entity.id,
    gatewayRefundId: refund.entity.id,
    amountPaise: refund.entity.amount,
    currency: refund.entity.currency,
  };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Reads a webhook body whose signature was already verified. */
export function parseRazorpayWebhook(rawBody: Buffer | string, eventIdHeader?: string): WebhookParseResult {
  const bodyDigest = createHash('sha256').update(rawBody).digest('hex');
  const eventId = eventIdHeader && EVENT_ID_HEADER.test(eventIdHeader) ? eventIdHeader : `body:${bodyDigest}`;
  const json = parseJson(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8'));
  if (!json.ok) return ignored({ eventId, bodyDigest }, 'body is not JSON');
  const parsed = envelopeSchema.safeParse(json.value);
  if (!parsed.success) return ignored({ eventId, bodyDigest }, 'body is not a Razorpay event');
  const { event: type, created_at: createdAt, payload } = parsed.data;
  if (!isHandled(type)) return ignored({ eventId, bodyDigest }, `unhandled event type ${type}`);
  const envelope: Envelope = { eventId, bodyDigest, occurredAt: new Date(createdAt * 1000) };
  switch (type) {
    case 'payment.captured':
    case 'payment.failed':
      return paymentEvent(type, envelope, payload);
    case 'order.paid':
      return orderPaidEvent(envelope, payload);
    case 'refund.processed':
      return refundEvent(envelope, payload);
  }
}
