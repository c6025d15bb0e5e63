/**
 * The built-in dev gateway (the default without Razorpay keys, like the dev outbox; refused in production): orders
 * are created here, and the local checkout page pays, fails or abandons them, then calls back and sends webhooks
 * signed exactly as Razorpay signs them, with this gateway's own secrets. Stateless, so any API process verifies
 * what another signed as long as they share the secrets (generated per process unless given).
 */
import { randomBytes } from 'node:crypto';
import { devWebhookBody, type SimulatedEvent } from './dev-webhook-body';
import { checkoutSignatureValid, signCheckoutWith, signWebhookWith, webhookSignatureValid } from './gateway-signature';
import {
  type CheckoutOptions,
  type CheckoutResult,
  type CreateOrderInput,
  type GatewayOrder,
  type PaymentGateway,
  validOrderInput,
  type WebhookParseResult,
} from './payment-gateway';
import { parseRazorpayWebhook } from './webhook-event';

export interface DevGatewaySecrets {
  /** Plays Razorpay's key secret: signs checkout results. */
  keySecret: string;
  /** Plays the webhook secret: signs webhook bodies. */
  webhookSecret: string;
}

export interface DevGatewayOptions {
  secrets?: Partial<DevGatewaySecrets>;
  /** Where the web app serves the local checkout page. */
  checkoutPath?: string;
}

/** A webhook ready to send: the exact body and the headers Razorpay would send with it. */
export interface SignedWebhook {
  rawBody: string;
  signature: string;
  eventId: string;
}

const token = () => randomBytes(8).toString('hex');

export class DevPaymentGateway implements PaymentGateway {
  readonly name = 'dev';
  readonly #secrets: DevGatewaySecrets;
  readonly #checkoutPath: string;

  constructor(options: DevGatewayOptions = {}) {
    this.#secrets = {
      keySecret: options.secrets?.keySecret ?? randomBytes(32).toString('base64url'),
      webhookSecret: options.secrets?.webhookSecret ?? randomBytes(32).toString('base64url'),
    };
    this.#checkoutPath = options.checkoutPath ?? '/dev/checkout';
  }

  async createOrder(input: CreateOrderInput): Promise<GatewayOrder> {
    const order = validOrderInput(input);
    return { gatewayOrderId: `order_dev_${token()}`, amountPaise: order.amountPaise, currency: order.currency };
  }

  /** A payment id for the local page's pay or fail button. */
  newPaymentId(): string {
    return `pay_dev_${token()}`;
  }

  /** What the local page returns as `razorpay_signature` after a payment. */
  signCheckout(gatewayOrderId: string, gatewayPaymentId: string): string {
    return signCheckoutWith(this.#secrets.keySecret, gatewayOrderId, gatewayPaymentId);
  }

  /** The `X-Razorpay-Signature` for exactly these bytes. */
  signWebhook(rawBody: Buffer | string): string {
    return signWebhookWith(this.#secrets.webhookSecret, rawBody);
  }

  /** A Razorpay-shaped event, signed, with a fresh event id (send the same one again to simulate a retry). */
  simulatedWebhook(event: SimulatedEvent): SignedWebhook {
    const rawBody = devWebhookBody(event);
    return { rawBody, signature: this.signWebhook(rawBody), eventId: `evt_dev_${token()}` };
  }

  verifyCheckout({ gatewayOrderId, gatewayPaymentId, signature }: CheckoutResult): boolean {
    return checkoutSignatureValid(this.#secrets.keySecret, gatewayOrderId, gatewayPaymentId, signature);
  }

  verifyWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): boolean {
    return webhookSignatureValid(this.#secrets.webhookSecret, rawBody, signatureHeader);
  }

  parseWebhook(rawBody: Buffer | string, eventIdHeader?: string): WebhookParseResult {
    return parseRazorpayWebhook(rawBody, eventIdHeader);
  }

  checkoutOptions({ gatewayOrderId, amountPaise, currency }: GatewayOrder): CheckoutOptions {
    const checkoutUrl = `${this.#checkoutPath}?order=${encodeURIComponent(gatewayOrderId)}`;
    return { gateway: 'dev', checkoutUrl, gatewayOrderId, amountPaise, currency };
  }
}
