/**
 * The one payment gateway the rest of the API talks to (issue 15 §3). Two implementations: Razorpay (Orders API,
 * Standard Checkout) when its keys are configured, and the built-in dev gateway otherwise; both sign checkout
 * results and webhooks with Razorpay's scheme, so the code that verifies them cannot tell which one it has.
 */
import { z } from 'zod';

/** Razorpay's limits on an order (receipt ≤ 40 characters, ≤ 15 notes of ≤ 256 characters); the dev gateway keeps them too. */
export const createOrderInputSchema = z.object({
  /** Integer paise, never rupees with decimals; at least ₹1 (Razorpay's minimum). */
  amountPaise: z.number().int().min(100).max(Number.MAX_SAFE_INTEGER),
  currency: z.literal('INR'),
  /** Our own reference for the order (our order id), echoed back by the gateway. */
  receipt: z.string().min(1).max(40),
  notes: z
    .record(z.string(), z.string().max(256))
    .refine((notes) => Object.keys(notes).length <= 15, 'at most 15 notes')
    .default({}),
});

export type CreateOrderInput = z.input<typeof createOrderInputSchema>;
export type ValidOrderInput = z.output<typeof createOrderInputSchema>;

/** The service prices orders; an order outside the gateway's limits is a bug there, not a client's mistake. */
export function validOrderInput(input: CreateOrderInput): ValidOrderInput {
  const parsed = createOrderInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  throw new TypeError(`Not an order the gateway accepts: ${problems}`);
}

/** An order as the gateway created it: its id is what checkout, signatures and webhooks refer to. */
export interface GatewayOrder {
  gatewayOrderId: string;
  amountPaise: number;
  currency: 'INR';
}

/** What the checkout page hands back after a payment (Razorpay's `razorpay_order_id`, `razorpay_payment_id`, `razorpay_signature`). */
export interface CheckoutResult {
  /** Our stored order's gateway id, never the one the browser sent back. */
  gatewayOrderId: string;
  gatewayPaymentId: string;
  signature: string;
}

/** The event types the application acts on; every other event is `ignored`. */
export const HANDLED_EVENT_TYPES = ['payment.captured', 'payment.failed', 'order.paid', 'refund.processed'] as const;
export type HandledEventType = (typeof HANDLED_EVENT_TYPES)[number];

/** A verified webhook's content, reduced to what orders need. */
export interface GatewayEvent {
  type: HandledEventType;
  /**
   * Razorpay's `x-razorpay-event-id` header (the same on every retry), or `bodyDigest` when it is absent. The header
   * is outside the signature: a replayed body can come with a new one, so exactly-once must also hold on the order.
   */
  eventId: string;
  /** SHA-256 of the signed body: the same bytes replayed give the same digest whatever the headers say. */
  bodyDigest: string;
  gatewayOrderId: string;
  gatewayPaymentId: string;
  /** The payment's amount; for `refund.processed`, the refunded amount. */
  amountPaise: number;
  currency: string;
  /** When the gateway created the event: events arrive out of order. */
  occurredAt: Date;
  /** `refund.processed` only. */
  gatewayRefundId?: string;
  /** `payment.failed` only: the gateway's description of why. */
  failureReason?: string;
}

/** A body that is not one of the handled events (another event type, or not an event at all): acknowledge, act on nothing. */
export interface IgnoredWebhook {
  type: 'ignored';
  eventId: string;
  bodyDigest: string;
  /** For the log: the event type when there was one, or what was wrong with the body. */
  reason: string;
}

export type WebhookParseResult = GatewayEvent | IgnoredWebhook;

/** What the web page needs to open checkout for an order. */
export type CheckoutOptions =
  | {
      gateway: 'razorpay';
      /** The public key id (never the secret), for Razorpay's checkout.js. */
      keyId: string;
      gatewayOrderId: string;
      amountPaise: number;
      currency: 'INR';
    }
  | {
      gateway: 'dev';
      /** The local checkout page, same origin as the web app. */
      checkoutUrl: string;
      gatewayOrderId: string;
      amountPaise: number;
      currency: 'INR';
    };

export interface PaymentGateway {
  readonly name: 'razorpay' | 'dev';
  /** Creates the order the customer will pay; throws PaymentGatewayError when the gateway refuses or is unreachable. */
  createOrder(input: CreateOrderInput): Promise<GatewayOrder>;
  /** Checks the signature the checkout returned (HMAC-SHA256 of `order_id|payment_id` with the key secret). */
  verifyCheckout(result: CheckoutResult): boolean;
  /** Checks `X-Razorpay-Signature` against the exact bytes received (HMAC-SHA256 with the webhook secret). */
  verifyWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): boolean;
  /** Reads a verified webhook body; never throws: anything it does not understand is `ignored`. */
  parseWebhook(rawBody: Buffer | string, eventIdHeader?: string): WebhookParseResult;
  checkoutOptions(order: GatewayOrder): CheckoutOptions;
}

/** The gateway refused an order or could not be reached; `statusCode` is the gateway's HTTP status when it answered. */
export class PaymentGatewayError extends Error {
  constructor(
    message: string,
    readonly statusCode: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentGatewayError';
  }
}
