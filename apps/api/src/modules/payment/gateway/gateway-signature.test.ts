import { createHmac } from 'node:crypto';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { describe, expect, it } from 'vitest';
import {
  checkoutSignatureValid,
  signatureMatches,
  signCheckoutWith,
  signWebhookWith,
  webhookSignatureValid,
} from './gateway-signature';

const keySecret = 'test_key_secret_0123456789';
const webhookSecret = 'test_webhook_secret_abcdef';
const orderId = 'order_Ne5kW9xQ2bLm7P';
const paymentId = 'pay_Ne5lA1yR3cMn8Q';
const body =
  '{"entity":"event","event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1","amount":49900}}}}';

/** Razorpay's documented scheme written out on its own: hex HMAC-SHA256. */
const documented = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** The same text with one character changed at `index`. */
function flip(text: string, index: number): string {
  const replacement = text[index] === 'a' ? 'b' : 'a';
  return `${text.slice(0, index)}${replacement}${text.slice(index + 1)}`;
}

describe('checkout signature (order_id|payment_id, key secret)', () => {
  const signature = documented(keySecret, `${orderId}|${paymentId}`);

  it('is the documented HMAC, and Razorpay’s own verifier agrees', () => {
    expect(signCheckoutWith(keySecret, orderId, paymentId)).toBe(signature);
    expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, keySecret)).toBe(true);
    expect(checkoutSignatureValid(keySecret, orderId, paymentId, signature)).toBe(true);
  });

  it('refuses a tampered order id or payment id', () => {
    expect(checkoutSignatureValid(keySecret, flip(orderId, 8), paymentId, signature)).toBe(false);
    expect(checkoutSignatureValid(keySecret, orderId, flip(paymentId, 6), signature)).toBe(false);
    expect(checkoutSignatureValid(keySecret, paymentId, orderId, signature)).toBe(false);
  });

  it('refuses a tampered signature and a signature made with another secret', () => {
    expect(checkoutSignatureValid(keySecret, orderId, paymentId, flip(signature, 10))).toBe(false);
    const otherSecret = documented('another_key_secret', `${orderId}|${paymentId}`);
    expect(checkoutSignatureValid(keySecret, orderId, paymentId, otherSecret)).toBe(false);
  });

  it('refuses the webhook secret in place of the key secret', () => {
    const withWebhookSecret = documented(webhookSecret, `${orderId}|${paymentId}`);
    expect(checkoutSignatureValid(keySecret, orderId, paymentId, withWebhookSecret)).toBe(false);
  });

  it('refuses ids that would move the | boundary', () => {
    const shifted = documented(keySecret, `order_A|pay_B|pay_C`);
    expect(checkoutSignatureValid(keySecret, 'order_A|pay_B', 'pay_C', shifted)).toBe(false);
    expect(checkoutSignatureValid(keySecret, '', paymentId, documented(keySecret, `|${paymentId}`))).toBe(false);
  });
});

describe('webhook signature (raw body, webhook secret)', () => {
  const signature = documented(webhookSecret, body);

  it('is the documented HMAC over the raw body, and Razorpay’s own verifier agrees', () => {
    expect(signWebhookWith(webhookSecret, body)).toBe(signature);
    expect(validateWebhookSignature(body, signature, webhookSecret)).toBe(true);
    expect(webhookSignatureValid(webhookSecret, body, signature)).toBe(true);
    expect(webhookSignatureValid(webhookSecret, Buffer.from(body), signature)).toBe(true);
  });

  it('refuses a body with one byte changed, or re-serialised', () => {
    for (const index of [0, 20, body.length - 1]) {
      expect(webhookSignatureValid(webhookSecret, flip(body, index), signature)).toBe(false);
    }
    const bytes = Buffer.from(body);
    bytes[5] = (bytes[5] ?? 0) ^ 0x01;
    expect(webhookSignatureValid(webhookSecret, bytes, signature)).toBe(false);
    expect(webhookSignatureValid(webhookSecret, JSON.stringify(JSON.parse(body), null, 1), signature)).toBe(false);
  });

  it('refuses another secret, and the key secret in place of the webhook secret', () => {
    expect(webhookSignatureValid(webhookSecret, body, documented('wrong_webhook_secret', body))).toBe(false);
    expect(webhookSignatureValid(webhookSecret, body, documented(keySecret, body))).toBe(false);
  });

  it('refuses a missing, empty or malformed header without throwing', () => {
    expect(webhookSignatureValid(webhookSecret, body, undefined)).toBe(false);
    expect(webhookSignatureValid(webhookSecret, body, '')).toBe(false);
    expect(webhookSignatureValid(webhookSecret, body, 'not-a-signature')).toBe(false);
    expect(webhookSignatureValid(webhookSecret, body, `${'z'.repeat(64)}`)).toBe(false);
    expect(webhookSignatureValid(webhookSecret, body, signature.toUpperCase())).toBe(false);
    expect(webhookSignatureValid(webhookSecret, body, ` ${signature}`)).toBe(false);
    expect(webhookSignatureValid(webhookSecret, body, Buffer.from(signature, 'hex').toString('base64'))).toBe(false);
  });

  it('refuses signatures of a different length (shorter, longer) without throwing', () => {
    expect(webhookSignatureValid(webhookSecret, body, signature.slice(0, 62))).toBe(false);
    expect(webhookSignatureValid(webhookSecret, body, `${signature}00`)).toBe(false);
    expect(signatureMatches(signature, signature.slice(0, 63))).toBe(false);
    expect(signatureMatches(signature, 'ab')).toBe(false);
  });
});
