import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../config';
import { DevPaymentGateway } from './dev.gateway';
import { createPaymentGateway, paymentGatewayConfigOf } from './gateway.config';
import { RazorpayGateway } from './razorpay.gateway';

const razorpay = {
  RAZORPAY_KEY_ID: 'rzp_test_Nb0aRd1234abcd',
  RAZORPAY_KEY_SECRET: 'test_key_secret_xyz123',
  RAZORPAY_WEBHOOK_SECRET: 'wh_secret_456789',
};

describe('payment gateway configuration', () => {
  it('chooses Razorpay when its three variables are set, in any environment', () => {
    for (const env of ['development', 'test', 'production'] as const) {
      const config = paymentGatewayConfigOf(razorpay, env);
      expect(config.razorpay).toEqual({
        keyId: razorpay.RAZORPAY_KEY_ID,
        keySecret: razorpay.RAZORPAY_KEY_SECRET,
        webhookSecret: razorpay.RAZORPAY_WEBHOOK_SECRET,
      });
      expect(createPaymentGateway(config)).toBeInstanceOf(RazorpayGateway);
    }
  });

  it('chooses the dev gateway when none is set, outside production', () => {
    for (const env of ['development', 'test'] as const) {
      const gateway = createPaymentGateway(paymentGatewayConfigOf({ RAZORPAY_KEY_ID: '' }, env));
      expect(gateway).toBeInstanceOf(DevPaymentGateway);
      expect(gateway.name).toBe('dev');
    }
  });

  it('refuses a partial set, naming what is missing', () => {
    const partials = [
      [{ RAZORPAY_KEY_ID: razorpay.RAZORPAY_KEY_ID }, /RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET missing/],
      [{ ...razorpay, RAZORPAY_WEBHOOK_SECRET: '' }, /RAZORPAY_WEBHOOK_SECRET missing/],
      [{ RAZORPAY_WEBHOOK_SECRET: razorpay.RAZORPAY_WEBHOOK_SECRET }, /RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET missing/],
    ] as const;
    for (const [source, message] of partials) {
      for (const env of ['development', 'production'] as const) {
        expect(() => paymentGatewayConfigOf(source, env)).toThrow(ConfigError);
        expect(() => paymentGatewayConfigOf(source, env)).toThrow(message);
      }
    }
  });

  it('refuses the dev gateway in production, naming the variables', () => {
    const message = /RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET are required in production/;
    expect(() => paymentGatewayConfigOf({}, 'production')).toThrow(ConfigError);
    expect(() => paymentGatewayConfigOf({}, 'production')).toThrow(message);
    expect(() => createPaymentGateway({ env: 'production', razorpay: undefined })).toThrow(message);
  });

  it('refuses a key id that is not one (a secret pasted in its place)', () => {
    const swapped = { ...razorpay, RAZORPAY_KEY_ID: razorpay.RAZORPAY_KEY_SECRET };
    expect(() => paymentGatewayConfigOf(swapped, 'development')).toThrow(/RAZORPAY_KEY_ID: expected a Razorpay key id/);
  });
});
