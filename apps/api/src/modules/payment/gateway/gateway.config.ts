/**
 * Which gateway takes payments: Razorpay when its three variables are set, the dev gateway when none is (never in
 * production). A partial set is a mistake worth stopping for, not a silent fall-back to the dev gateway.
 */
import { z } from 'zod';
import type { Config } from '../../../config';
import { ConfigError } from '../../../config-error';
import { type DevGatewayOptions, DevPaymentGateway } from './dev.gateway';
import type { PaymentGateway } from './payment-gateway';
import { type RazorpayCredentials, RazorpayGateway, type RazorpayGatewayOptions } from './razorpay.gateway';

export const RAZORPAY_VARIABLES = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

const gatewayEnvSchema = z.object({
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'expected a Razorpay key id (rzp_test_… or rzp_live_…)')
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8).optional(),
});

export interface PaymentGatewayConfig {
  env: Config['env'];
  /** Set: Razorpay. Unset: the dev gateway (outside production only). */
  razorpay: RazorpayCredentials | undefined;
}

const productionNeedsRazorpay = () =>
  new ConfigError(
    `${RAZORPAY_VARIABLES.join(', ')} are required in production: the dev payment gateway takes no real payments`,
  );

/** Reads the Razorpay variables (an empty one counts as unset, as in loadConfig). */
export function paymentGatewayConfigOf(source: NodeJS.ProcessEnv, env: Config['env']): PaymentGatewayConfig {
  const given = Object.fromEntries(RAZORPAY_VARIABLES.map((name) => [name, source[name] || undefined]));
  const parsed = gatewayEnvSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid payment gateway settings: ${problems}`);
  }
  const {
    RAZORPAY_KEY_ID: keyId,
    RAZORPAY_KEY_SECRET: keySecret,
    RAZORPAY_WEBHOOK_SECRET: webhookSecret,
  } = parsed.data;
  if (keyId && keySecret && webhookSecret) return { env, razorpay: { keyId, keySecret, webhookSecret } };
  const missing = RAZORPAY_VARIABLES.filter((name) => !given[name]);
  if (missing.length < RAZORPAY_VARIABLES.length) {
    throw new ConfigError(
      `${RAZORPAY_VARIABLES.join(', ')} go together: ${missing.join(', ')} missing (or unset all three)`,
    );
  }
  if (env === 'production') throw productionNeedsRazorpay();
  return { env, razorpay: undefined };
}

export interface PaymentGatewayOptions {
  razorpay?: RazorpayGatewayOptions;
  dev?: DevGatewayOptions;
}

/** The one gateway of the process (a config built by hand is held to the same production rule). */
export function createPaymentGateway(
  config: PaymentGatewayConfig,
  options: PaymentGatewayOptions = {},
): PaymentGateway {
  if (config.razorpay) return new RazorpayGateway(config.razorpay, options.razorpay);
  if (config.env === 'production') throw productionNeedsRazorpay();
  return new DevPaymentGateway(options.dev);
}
