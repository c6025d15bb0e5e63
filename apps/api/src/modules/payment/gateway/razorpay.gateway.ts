/**
 * Razorpay through its official SDK: orders are created with the Orders API (amounts in paise), the page opens
 * Standard Checkout with the public key id, and signatures are checked here in constant time (the SDK's own
 * helpers compare with `===`).
 */
import Razorpay from 'razorpay';
import { z } from 'zod';
import { checkoutSignatureValid, webhookSignatureValid } from './gateway-signature';
import {
  type CheckoutOptions,
  type CheckoutResult,
  type CreateOrderInput,
  type GatewayOrder,
  type PaymentGateway,
  PaymentGatewayError,
  validOrderInput,
  type WebhookParseResult,
} from './payment-gateway';
import { parseRazorpayWebhook } from './webhook-event';

export interface RazorpayCredentials {
  /** Public: `rzp_test_…` or `rzp_live_…`, given to checkout.js. */
  keyId: string;
  /** Signs checkout results and authenticates API calls; never leaves the server. */
  keySecret: string;
  /** Chosen in the Razorpay dashboard for the webhook; signs webhook bodies. */
  webhookSecret: string;
}

export interface RazorpayGatewayOptions {
  /** The SDK sets no timeout of its own; a hung call fails after this long. */
  timeoutMs?: number;
}

const createdOrderSchema = z.object({ id: z.string().min(1), amount: z.coerce.number().int(), currency: z.string() });
/** What the SDK rejects with when Razorpay answers an error (a plain object, not an Error). */
const sdkErrorSchema = z.object({
  statusCode: z.coerce.number(),
  error: z.object({ code: z.string().optional(), description: z.string().optional() }).optional(),
});

function asGatewayError(error: unknown): PaymentGatewayError {
  if (error instanceof PaymentGatewayError) return error;
  const refused = sdkErrorSchema.safeParse(error);
  if (refused.success) {
    const detail = refused.data.error?.description ?? refused.data.error?.code ?? 'no description';
    return new PaymentGatewayError(`Razorpay refused the order: ${detail}`, refused.data.statusCode, { cause: error });
  }
  return new PaymentGatewayError('Razorpay could not be reached', undefined, { cause: error });
}

export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay';
  readonly #credentials: RazorpayCredentials;
  readonly #sdk: Razorpay;
  readonly #timeoutMs: number;

  constructor(credentials: RazorpayCredentials, options: RazorpayGatewayOptions = {}) {
    this.#credentials = credentials;
    this.#sdk = new Razorpay({ key_id: credentials.keyId, key_secret: credentials.keySecret });
    this.#timeoutMs = options.timeoutMs ?? 15_000;
  }

  async createOrder(input: CreateOrderInput): Promise<GatewayOrder> {
    const order = validOrderInput(input);
    const answer = await this.#withTimeout(
      this.#sdk.orders.create({
        amount: order.amountPaise,
        currency: order.currency,
        receipt: order.receipt,
        notes: order.notes,
      }),
    );
    const created = createdOrderSchema.safeParse(answer);
    if (!created.success) throw new PaymentGatewayError('Razorpay answered an order without id or amount', undefined);
    // The amount the customer will be asked for must be the one we priced, to the paisa.
    if (created.data.amount !== order.amountPaise || created.data.currency !== order.currency) {
      throw new PaymentGatewayError(
        `Razorpay created order ${created.data.id} for ${created.data.amount} ${created.data.currency}, not ${order.amountPaise} ${order.currency}`,
        undefined,
      );
    }
    return { gatewayOrderId: created.data.id, amountPaise: order.amountPaise, currency: order.currency };
  }

  verifyCheckout({ gatewayOrderId, gatewayPaymentId, signature }: CheckoutResult): boolean {
    return checkoutSignatureValid(this.#credentials.keySecret, gatewayOrderId, gatewayPaymentId, signature);
  }

  verifyWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): boolean {
    return webhookSignatureValid(this.#credentials.webhookSecret, rawBody, signatureHeader);
  }

  parseWebhook(rawBody: Buffer | string, eventIdHeader?: string): WebhookParseResult {
    return parseRazorpayWebhook(rawBody, eventIdHeader);
  }

  checkoutOptions(order: GatewayOrder): CheckoutOptions {
    const { gatewayOrderId, amountPaise, currency } = order;
    return { gateway: 'razorpay', keyId: this.#credentials.keyId, gatewayOrderId, amountPaise, currency };
  }

  async #withTimeout<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new PaymentGatewayError(`Razorpay did not answer within ${this.#timeoutMs} ms`, undefined)),
        this.#timeoutMs,
      );
    });
    try {
      return await Promise.race([work, timeout]);
    } catch (error) {
      throw asGatewayError(error);
    } finally {
      clearTimeout(timer);
    }
  }
}
