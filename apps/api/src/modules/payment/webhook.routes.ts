/**
 * The gateway's webhook (Razorpay's `X-Razorpay-Signature` over the exact bytes): JSON is kept as the raw buffer in
 * this scope only, since a re-serialised body would not verify. Open: the gateway signs, it does not sign in.
 */
import { ACCESS, PAYMENT_PATHS, webhookAnswerSchema } from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import { AppError } from '../../lib/errors';
import type { App } from '../../types';
import type { PaymentGateway } from './gateway/payment-gateway';
import type { OrderSettlement } from './order/order-settlement';

const WEBHOOK_BODY_LIMIT = 256 * 1024;

export function webhookRoutes(
  app: App,
  { gateway, settlement }: { gateway: PaymentGateway; settlement: OrderSettlement },
): void {
  app.register(async (scope: App) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_, body, done) => done(null, body),
    );
    const route = routeDefiner(scope, { tags: ['payments'] });
    route(`POST ${PAYMENT_PATHS.webhook}`, {
      access: ACCESS.open('the payment gateway calls it; every body is verified by its HMAC signature'),
      errors: ['PAYMENT_NOT_VERIFIED'],
      summary: 'Payment gateway events (payment captured or failed, order paid, refund processed), signed',
      response: webhookAnswerSchema,
      message: 'Event received',
      bodyLimit: WEBHOOK_BODY_LIMIT,
      handler: async ({ request }) => {
        const raw = request.body;
        if (!Buffer.isBuffer(raw)) throw new AppError('PAYMENT_NOT_VERIFIED', 'Send the event as application/json');
        const signature = request.headers['x-razorpay-signature'];
        if (!gateway.verifyWebhook(raw, typeof signature === 'string' ? signature : undefined)) {
          request.log.warn('webhook refused: the signature does not verify');
          throw new AppError('PAYMENT_NOT_VERIFIED', 'The webhook signature does not verify');
        }
        const eventId = request.headers['x-razorpay-event-id'];
        const event = gateway.parseWebhook(raw, typeof eventId === 'string' ? eventId : undefined);
        if (event.type === 'ignored') {
          request.log.info({ reason: event.reason }, 'webhook acknowledged and ignored');
          return { outcome: 'ignored' as const };
        }
        return { outcome: await settlement.handleEvent(event) };
      },
    });
  });
}
