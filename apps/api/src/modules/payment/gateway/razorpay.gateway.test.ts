import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentGatewayError } from './payment-gateway';
import { RazorpayGateway } from './razorpay.gateway';
import { type FakeRazorpayApi, startFakeRazorpayApi } from './razorpay-api.test-support';

const credentials = {
  keyId: 'rzp_test_Nb0aRd1234abcd',
  keySecret: 'test_key_secret_xyz123',
  webhookSecret: 'wh_secret_456',
};
const order = {
  amountPaise: 118_000,
  currency: 'INR' as const,
  receipt: 'nb_ord_42',
  notes: { plan: 'individual-yearly' },
};

let api: FakeRazorpayApi;
beforeAll(async () => {
  api = await startFakeRazorpayApi();
});
afterAll(() => api.stop());
beforeEach(() => {
  api.requests.length = 0;
});

/** Razorpay's answer to a create, echoing what was asked, as its Orders API documents. */
function created(id = 'order_Nb1Fz8LkQ2xYpR') {
  return ({ body }: { body: unknown }) => {
    const asked = body as { amount: number; currency: string; receipt: string; notes: object };
    return {
      status: 200,
      body: { id, entity: 'order', amount_paid: 0, amount_due: asked.amount, status: 'created', attempts: 0, ...asked },
    };
  };
}

describe('RazorpayGateway.createOrder (the SDK’s HTTP call answered locally)', () => {
  it('posts the amount in paise to /v1/orders with the key, and uses the returned id', async () => {
    api.answerWith(created());
    const gateway = new RazorpayGateway(credentials);
    const result = await gateway.createOrder(order);
    expect(result).toEqual({ gatewayOrderId: 'order_Nb1Fz8LkQ2xYpR', amountPaise: 118_000, currency: 'INR' });
    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/orders', host: 'api.razorpay.com' });
    expect(request?.body).toEqual({
      amount: 118_000,
      currency: 'INR',
      receipt: 'nb_ord_42',
      notes: { plan: 'individual-yearly' },
    });
    const basic = Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64');
    expect(request?.authorization).toBe(`Basic ${basic}`);
    expect(gateway.checkoutOptions(result)).toEqual({ gateway: 'razorpay', keyId: credentials.keyId, ...result });
  });

  it('turns Razorpay’s refusal into a PaymentGatewayError with its status and description', async () => {
    api.answerWith(() => ({
      status: 400,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid', field: null } },
    }));
    const refused = new RazorpayGateway(credentials).createOrder(order);
    await expect(refused).rejects.toThrow(PaymentGatewayError);
    await expect(refused).rejects.toMatchObject({ statusCode: 400, message: /api key provided is invalid/ });
  });

  it('refuses an order Razorpay created for another amount', async () => {
    api.answerWith(({ body }) => ({ status: 200, body: { ...(body as object), id: 'order_Nb1Other', amount: 100 } }));
    await expect(new RazorpayGateway(credentials).createOrder(order)).rejects.toThrow(/for 100 INR, not 118000 INR/);
  });

  it('gives up on a gateway that does not answer', async () => {
    api.answerWith(() => ({ status: 200, body: {}, hang: true }));
    const hung = new RazorpayGateway(credentials, { timeoutMs: 200 }).createOrder(order);
    await expect(hung).rejects.toThrow(/did not answer within 200 ms/);
  });

  it('refuses amounts that are not whole paise before calling Razorpay', async () => {
    api.answerWith(created());
    const gateway = new RazorpayGateway(credentials);
    await expect(gateway.createOrder({ ...order, amountPaise: 1180.5 })).rejects.toThrow(TypeError);
    await expect(gateway.createOrder({ ...order, amountPaise: 99 })).rejects.toThrow(/amountPaise/);
    await expect(gateway.createOrder({ ...order, receipt: 'r'.repeat(41) })).rejects.toThrow(/receipt/);
    expect(api.requests).toHaveLength(0);
  });
});

describe('RazorpayGateway signatures', () => {
  const gateway = new RazorpayGateway(credentials);
  const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

  it('verifies the checkout with the key secret and the webhook with the webhook secret', () => {
    const checkout = { gatewayOrderId: 'order_A1', gatewayPaymentId: 'pay_B2' };
    expect(gateway.verifyCheckout({ ...checkout, signature: hmac(credentials.keySecret, 'order_A1|pay_B2') })).toBe(
      true,
    );
    expect(gateway.verifyCheckout({ ...checkout, signature: hmac(credentials.webhookSecret, 'order_A1|pay_B2') })).toBe(
      false,
    );
    const body = '{"entity":"event","event":"order.paid"}';
    expect(gateway.verifyWebhook(body, hmac(credentials.webhookSecret, body))).toBe(true);
    expect(gateway.verifyWebhook(body, hmac(credentials.keySecret, body))).toBe(false);
    expect(gateway.verifyWebhook(body, undefined)).toBe(false);
  });

  it('keeps its secrets out of what it serialises', () => {
    const seen = JSON.stringify({
      gateway,
      options: gateway.checkoutOptions({ gatewayOrderId: 'order_A1', amountPaise: 100, currency: 'INR' }),
    });
    expect(seen).not.toContain(credentials.keySecret);
    expect(seen).not.toContain(credentials.webhookSecret);
  });
});
