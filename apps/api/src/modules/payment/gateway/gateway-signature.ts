/**
 * Razorpay's signature scheme, used by both gateways: a lowercase hex HMAC-SHA256. The checkout signature covers
 * `order_id + "|" + payment_id` keyed with the key secret; the webhook signature covers the raw request body keyed
 * with the webhook secret. The dev gateway signs with these same functions, so what passes here passes Razorpay's
 * own verifier with the same secret (the tests check that against the SDK).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX_SHA256 = /^[0-9a-f]{64}$/;
/** Razorpay's ids (`order_…`, `pay_…`) and the dev gateway's: no `|`, so the signed text splits one way only. */
const GATEWAY_ID = /^[A-Za-z0-9_]{1,64}$/;

export function hmacSha256Hex(secret: string, data: Buffer | string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** The text the checkout signature covers. */
export function checkoutSignedText(gatewayOrderId: string, gatewayPaymentId: string): string {
  return `${gatewayOrderId}|${gatewayPaymentId}`;
}

export function signCheckoutWith(keySecret: string, gatewayOrderId: string, gatewayPaymentId: string): string {
  return hmacSha256Hex(keySecret, checkoutSignedText(gatewayOrderId, gatewayPaymentId));
}

/** Signs the exact bytes that will be sent (a string is signed as its UTF-8 bytes, as it goes on the wire). */
export function signWebhookWith(webhookSecret: string, rawBody: Buffer | string): string {
  return hmacSha256Hex(webhookSecret, rawBody);
}

/**
 * Compares in constant time. Anything that is not a 64-character lowercase hex digest is refused before comparing,
 * so both buffers always have the same length (timingSafeEqual throws otherwise).
 */
export function signatureMatches(expectedHex: string, given: string | undefined): boolean {
  if (given === undefined || !HEX_SHA256.test(given)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const actual = Buffer.from(given, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function checkoutSignatureValid(
  keySecret: string,
  gatewayOrderId: string,
  gatewayPaymentId: string,
  signature: string | undefined,
): boolean {
  if (!GATEWAY_ID.test(gatewayOrderId) || !GATEWAY_ID.test(gatewayPaymentId)) return false;
  return signatureMatches(signCheckoutWith(keySecret, gatewayOrderId, gatewayPaymentId), signature);
}

export function webhookSignatureValid(
  webhookSecret: string,
  rawBody: Buffer | string,
  signatureHeader: string | undefined,
): boolean {
  return signatureMatches(signWebhookWith(webhookSecret, rawBody), signatureHeader);
}
