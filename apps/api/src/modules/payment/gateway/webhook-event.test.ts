import { describe, expect, it } from 'vitest';
import { parseRazorpayWebhook } from './webhook-event';

/** Sample bodies written from the field names of Razorpay's documented payloads (payments, orders, refunds). */
const createdAt = 1_767_225_600; // 2026-01-01T00:00:00Z

function payment(status: 'captured' | 'failed' | 'refunded', extra: Record<string, unknown> = {}) {
  return {
    entity: {
      id: 'pay_Qa1b2C3d4E5f6G',
      entity: 'payment',
      amount: 118_000,
      currency: 'INR',
      status,
      order_id: 'order_Qa0z9Y8x7W6v5U',
      invoice_id: null,
      international: false,
      method: 'upi',
      amount_refunded: status === 'refunded' ? 118_000 : 0,
      refund_status: status === 'refunded' ? 'full' : null,
      captured: status !== 'failed',
      description: 'Yearly plan',
      vpa: 'reader@okbank',
      email: 'reader@example.in',
      contact: '+919812345678',
      notes: [],
      fee: status === 'failed' ? null : 2360,
      tax: status === 'failed' ? null : 360,
      error_code: null,
      error_description: null,
      acquirer_data: { rrn: '412345678901' },
      created_at: createdAt - 20,
      ...extra,
    },
  };
}

function event(type: string, payload: Record<string, unknown>, contains = Object.keys(payload)) {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_Qz1y2X3w4V5u6T',
    event: type,
    contains,
    payload,
    created_at: createdAt,
  });
}

const orderEntity = {
  entity: {
    id: 'order_Qa0z9Y8x7W6v5U',
    entity: 'order',
    amount: 118_000,
    amount_paid: 118_000,
    amount_due: 0,
    currency: 'INR',
    receipt: 'nb_ord_42',
    offer_id: null,
    status: 'paid',
    attempts: 1,
    notes: { plan: 'individual-yearly' },
    created_at: createdAt - 60,
  },
};

const common = {
  gatewayOrderId: 'order_Qa0z9Y8x7W6v5U',
  gatewayPaymentId: 'pay_Qa1b2C3d4E5f6G',
  currency: 'INR',
  occurredAt: new Date('2026-01-01T00:00:00Z'),
};

describe('parseRazorpayWebhook', () => {
  it('reads payment.captured, with the event id from the header', () => {
    const result = parseRazorpayWebhook(event('payment.captured', { payment: payment('captured') }), 'LsNgr0Ab3kTqUz');
    expect(result).toMatchObject({
      type: 'payment.captured',
      eventId: 'LsNgr0Ab3kTqUz',
      amountPaise: 118_000,
      ...common,
    });
  });

  it('reads payment.failed with the reason', () => {
    const failed = payment('failed', {
      error_code: 'BAD_REQUEST_ERROR',
      error_description: 'Payment was declined by the bank',
      error_source: 'bank',
      error_reason: 'payment_declined',
    });
    const result = parseRazorpayWebhook(Buffer.from(event('payment.failed', { payment: failed })), 'LsNgr0Ab3kTqV0');
    expect(result).toMatchObject({
      type: 'payment.failed',
      failureReason: 'Payment was declined by the bank',
      ...common,
    });
  });

  it('reads order.paid from the order and its payment', () => {
    const body = event('order.paid', { payment: payment('captured'), order: orderEntity });
    expect(parseRazorpayWebhook(body, 'LsNgr0Ab3kTqV1')).toMatchObject({
      type: 'order.paid',
      amountPaise: 118_000,
      ...common,
    });
  });

  it('reads refund.processed with the refunded amount and the payment’s order', () => {
    const refund = {
      entity: {
        id: 'rfnd_Qb7c8D9e0F1g2H',
        entity: 'refund',
        amount: 50_000,
        currency: 'INR',
        payment_id: 'pay_Qa1b2C3d4E5f6G',
        notes: [],
        receipt: null,
        acquirer_data: { arn: null },
        created_at: createdAt,
        batch_id: null,
        status: 'processed',
        speed_processed: 'normal',
        speed_requested: 'normal',
      },
    };
    const body = event('refund.processed', { refund, payment: payment('refunded') });
    expect(parseRazorpayWebhook(body, 'LsNgr0Ab3kTqV2')).toMatchObject({
      type: 'refund.processed',
      gatewayRefundId: 'rfnd_Qb7c8D9e0F1g2H',
      amountPaise: 50_000,
      ...common,
    });
  });

  it('derives a stable event id from the signed body when the header is missing or not an id', () => {
    const body = event('payment.captured', { payment: payment('captured') });
    const first = parseRazorpayWebhook(body);
    expect(first.eventId).toBe(`body:${first.bodyDigest}`);
    expect(parseRazorpayWebhook(Buffer.from(body), 'not an id; drop table').eventId).toBe(first.eventId);
    expect(parseRazorpayWebhook(body, 'LsNgr0Ab3kTqUz').bodyDigest).toBe(first.bodyDigest);
  });

  it('ignores other event types, naming them', () => {
    const result = parseRazorpayWebhook(
      event('payment.authorized', { payment: payment('captured') }),
      'LsNgr0Ab3kTqV3',
    );
    expect(result).toMatchObject({
      type: 'ignored',
      eventId: 'LsNgr0Ab3kTqV3',
      reason: 'unhandled event type payment.authorized',
    });
  });

  it('ignores junk and mismatched shapes without throwing', () => {
    const junk: Array<string | Buffer> = [
      '',
      'not json',
      '{"event":',
      'null',
      '[]',
      '42',
      '{"entity":"event"}',
      JSON.stringify({ entity: 'payment', event: 'payment.captured', payload: {}, created_at: createdAt }),
      event('payment.captured', {}),
      event('payment.captured', { payment: { entity: { id: 'pay_1', amount: '118000', currency: 'INR' } } }),
      event('payment.captured', { payment: payment('captured', { amount: -5 }) }),
      event('payment.captured', { payment: payment('captured', { amount: 10.5 }) }),
      event('payment.captured', { payment: payment('captured', { order_id: null }) }),
      event('order.paid', { payment: payment('captured') }),
      event('order.paid', { payment: payment('captured', { order_id: 'order_Other' }), order: orderEntity }),
      event('refund.processed', { payment: payment('refunded') }),
      Buffer.from([0xff, 0xfe, 0x00, 0x7b]),
      '{"entity":"event","event":"payment.captured","created_at":1,"payload":{"__proto__":{"payment":{}}}}',
    ];
    for (const body of junk) {
      const result = parseRazorpayWebhook(body, 'LsNgr0Ab3kTqV4');
      expect(result.type, String(body)).toBe('ignored');
    }
  });
});
