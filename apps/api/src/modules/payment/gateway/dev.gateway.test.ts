import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { describe, expect, it } from 'vitest';
import { DevPaymentGateway } from './dev.gateway';
import { HANDLED_EVENT_TYPES } from './payment-gateway';
import { RazorpayGateway } from './razorpay.gateway';

const secrets = { keySecret: 'dev_key_secret_for_tests', webhookSecret: 'dev_webhook_secret_for_tests' };
const order = { amountPaise: 59_000, currency: 'INR' as const, receipt: 'nb_ord_7' };

/** Razorpay's verifier holding the same secrets: what it accepts is signed exactly as Razorpay signs. */
const razorpayVerifier = new RazorpayGateway({ keyId: 'rzp_test_DevCheck0001', ...secrets });

describe('DevPaymentGateway', () => {
  it('creates local orders for the amount asked, and points checkout at the local page', async () => {
    const gateway = new DevPaymentGateway({ secrets });
    const first = await gateway.createOrder(order);
    const second = await gateway.createOrder(order);
    expect(first).toMatchObject({ amountPaise: 59_000, currency: 'INR' });
    expect(first.gatewayOrderId).toMatch(/^order_dev_[0-9a-f]{16}$/);
    expect(second.gatewayOrderId).not.toBe(first.gatewayOrderId);
    expect(gateway.checkoutOptions(first)).toEqual({
      gateway: 'dev',
      checkoutUrl: `/dev/checkout?order=${first.gatewayOrderId}`,
      ...first,
    });
    await expect(gateway.createOrder({ ...order, amountPaise: 0 })).rejects.toThrow(TypeError);
  });

  it('signs checkout results exactly as Razorpay does: its verifier and the SDK’s accept them', async () => {
    const gateway = new DevPaymentGateway({ secrets });
    const { gatewayOrderId } = await gateway.createOrder(order);
    const gatewayPaymentId = gateway.newPaymentId();
    const signature = gateway.signCheckout(gatewayOrderId, gatewayPaymentId);
    expect(gateway.verifyCheckout({ gatewayOrderId, gatewayPaymentId, signature })).toBe(true);
    expect(razorpayVerifier.verifyCheckout({ gatewayOrderId, gatewayPaymentId, signature })).toBe(true);
    const sdkAgrees = validatePaymentVerification(
      { order_id: gatewayOrderId, payment_id: gatewayPaymentId },
      signature,
      secrets.keySecret,
    );
    expect(sdkAgrees).toBe(true);
    expect(gateway.verifyCheckout({ gatewayOrderId: 'order_dev_other', gatewayPaymentId, signature })).toBe(false);
  });

  it('signs webhooks exactly as Razorpay does, over the bytes sent', () => {
    const gateway = new DevPaymentGateway({ secrets });
    const body = Buffer.from('{"entity":"event","event":"payment.captured"}');
    const signature = gateway.signWebhook(body);
    expect(razorpayVerifier.verifyWebhook(body, signature)).toBe(true);
    expect(validateWebhookSignature(body.toString(), signature, secrets.webhookSecret)).toBe(true);
    expect(gateway.verifyWebhook(body, signature)).toBe(true);
    expect(gateway.verifyWebhook(`${body} `, signature)).toBe(false);
  });

  it('sends each handled event in Razorpay’s shape, signed, and reads it back', () => {
    const gateway = new DevPaymentGateway({ secrets });
    const base = {
      gatewayOrderId: 'order_dev_0a1b2c3d4e5f6a7b',
      gatewayPaymentId: 'pay_dev_1a2b3c4d5e6f7a8b',
      amountPaise: 59_000,
    };
    const at = new Date('2026-03-01T10:00:00Z');
    for (const type of HANDLED_EVENT_TYPES) {
      const sent = gateway.simulatedWebhook({ type, ...base, at, refundedPaise: 9_000 });
      expect(razorpayVerifier.verifyWebhook(sent.rawBody, sent.signature), type).toBe(true);
      const read = razorpayVerifier.parseWebhook(sent.rawBody, sent.eventId);
      const amountPaise = type === 'refund.processed' ? 9_000 : 59_000;
      expect(read, type).toMatchObject({
        type,
        eventId: sent.eventId,
        ...base,
        amountPaise,
        currency: 'INR',
        occurredAt: at,
      });
    }
    const failed = gateway.simulatedWebhook({ type: 'payment.failed', ...base, failureReason: 'Declined on purpose' });
    expect(gateway.parseWebhook(failed.rawBody, failed.eventId)).toMatchObject({
      failureReason: 'Declined on purpose',
    });
  });

  it('generates its own secrets per instance when none are given', async () => {
    const one = new DevPaymentGateway();
    const other = new DevPaymentGateway();
    const { gatewayOrderId } = await one.createOrder(order);
    const gatewayPaymentId = one.newPaymentId();
    const signature = one.signCheckout(gatewayOrderId, gatewayPaymentId);
    expect(one.verifyCheckout({ gatewayOrderId, gatewayPaymentId, signature })).toBe(true);
    expect(other.verifyCheckout({ gatewayOrderId, gatewayPaymentId, signature })).toBe(false);
    expect(other.verifyWebhook('{}', one.signWebhook('{}'))).toBe(false);
  });
});
