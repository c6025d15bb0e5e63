/**
 * Payment callbacks under kill -9: 30 readers each have an order opened at the dev gateway; their signed checkout
 * results and the gateway's webhooks arrive together, and the server is killed once a third of the callbacks were
 * acknowledged. After a restart: every acknowledged payment is stored paid with its one plan period and one
 * invoice; no order is paid without them (or has them unpaid); the year's invoice numbers run without a gap; and
 * sending every callback and webhook again settles the rest, each order exactly once.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAYMENT_PATHS } from '@noticeboard/shared';
import { DevPaymentGateway } from '../src/modules/payment/gateway/dev.gateway';
import { buildIndividual, TEST_PASSWORD } from '../src/test/factories';
import { type Caller, call, type Reply, signIn } from './http';
import type { FaultCase, FaultContext } from './run';

const READERS = 30;
const KILL_AFTER_CALLBACKS = Math.floor(READERS / 3);

interface Purchase {
  reader: Caller;
  orderId: string;
  gatewayOrderId: string;
  paymentId: string;
  acknowledged?: Reply;
}

async function gatewayOf(context: FaultContext): Promise<DevPaymentGateway> {
  const file = path.join(context.dataDir, 'dev-gateway-secrets.json');
  return new DevPaymentGateway({ secrets: JSON.parse(await readFile(file, 'utf8')) });
}

function callback(gateway: DevPaymentGateway, purchase: Purchase) {
  return {
    razorpay_order_id: purchase.gatewayOrderId,
    razorpay_payment_id: purchase.paymentId,
    razorpay_signature: gateway.signCheckout(purchase.gatewayOrderId, purchase.paymentId),
  };
}

function webhook(base: string, gateway: DevPaymentGateway, purchase: Purchase, amountPaise: number) {
  const event = gateway.simulatedWebhook({
    type: 'payment.captured',
    gatewayOrderId: purchase.gatewayOrderId,
    gatewayPaymentId: purchase.paymentId,
    amountPaise,
  });
  return fetch(`${base}/api${PAYMENT_PATHS.webhook}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': event.signature,
      'x-razorpay-event-id': event.eventId,
    },
    body: event.rawBody,
    signal: AbortSignal.timeout(20_000),
  }).then((response) => response.status);
}

interface OrderState {
  id: string;
  status: string;
  periods: number;
  invoices: number;
}

async function ordersOf(context: FaultContext, ids: string[]): Promise<OrderState[]> {
  const found = await context.sql.query<OrderState>(
    `select o.id, o.status,
       (select count(*) from subscriptions s where s.user_id = o.user_id and s.kind = 'PAID')::int as periods,
       (select count(*) from billing_documents d where d.order_id = o.id)::int as invoices
     from orders o where o.id = any($1)`,
    [ids],
  );
  return found.rows;
}

/** Whether the year's invoice numbers are 1…N with none missing and none twice. */
async function numbersUnbroken(context: FaultContext): Promise<{ unbroken: boolean; numbers: number[] }> {
  const found = await context.sql.query<{ n: number }>(
    `select split_part(number, '/', 3)::int as n from billing_documents where kind = 'INVOICE' order by 1`,
  );
  const numbers = found.rows.map((row) => row.n);
  return { unbroken: numbers.every((n, index) => n === index + 1), numbers };
}

const whole = (order: OrderState) =>
  order.status === 'PAID' ? order.periods === 1 && order.invoices === 1 : order.periods === 0 && order.invoices === 0;

export const paymentFault: FaultCase = {
  name: `payment: kill -9 during ${READERS} concurrent checkout callbacks and webhooks`,
  async run(context) {
    let server = await context.server();
    const gateway = await gatewayOf(context);
    const readers = await Promise.all(
      Array.from({ length: READERS }, async () =>
        signIn(server.url, 'individual', (await buildIndividual(context.database.db)).email, TEST_PASSWORD),
      ),
    );
    const purchases: Purchase[] = [];
    let amountPaise = 0;
    for (const reader of readers) {
      const placed = await call(reader, 'POST', PAYMENT_PATHS.orders, { purpose: 'PLAN', planCode: 'READER_MONTHLY' });
      if (placed.status !== 201) throw new Error(`order not placed: ${placed.status} ${placed.message}`);
      const checkout = placed.body.checkout as { gatewayOrderId: string; amountPaise: number };
      amountPaise = checkout.amountPaise;
      purchases.push({
        reader,
        orderId: String(placed.body.id),
        gatewayOrderId: checkout.gatewayOrderId,
        paymentId: gateway.newPaymentId(),
      });
    }

    let acknowledged = 0;
    await Promise.allSettled(
      purchases.flatMap((purchase) => [
        call(
          purchase.reader,
          'POST',
          PAYMENT_PATHS.payment.replace(':id', purchase.orderId),
          callback(gateway, purchase),
        ).then((reply) => {
          if (reply.status !== 200 || reply.body.status !== 'PAID') return;
          purchase.acknowledged = reply;
          acknowledged += 1;
          if (acknowledged === KILL_AFTER_CALLBACKS) void server.kill();
        }),
        webhook(server.url, gateway, purchase, amountPaise),
      ]),
    );
    await server.kill();
    const acked = purchases.filter((purchase) => purchase.acknowledged);
    console.log(`  killed after ${acked.length} of ${purchases.length} callbacks were acknowledged`);
    context.expect('the kill came with callbacks still unanswered', acked.length < purchases.length);

    server = await context.startServer();
    const ids = purchases.map((purchase) => purchase.orderId);
    const afterRestart = await ordersOf(context, ids);
    const broken = afterRestart.filter((order) => !whole(order));
    context.expect(
      'no order is half-settled (paid with exactly one period and one invoice, or unpaid with neither)',
      broken.length === 0,
      JSON.stringify(broken[0]),
    );
    const paid = new Set(afterRestart.filter((order) => order.status === 'PAID').map((order) => order.id));
    const lost = acked.filter((purchase) => !paid.has(purchase.orderId)).map((purchase) => purchase.orderId);
    context.expect('every acknowledged payment is stored paid', lost.length === 0, lost.join(', '));
    const beforeRetry = await numbersUnbroken(context);
    context.expect(
      'invoice numbers run without a gap after the kill (a cut settlement gave its number back)',
      beforeRetry.unbroken,
      beforeRetry.numbers.join(','),
    );

    const retried = await Promise.all(
      purchases.flatMap((purchase) => [
        call(
          purchase.reader,
          'POST',
          PAYMENT_PATHS.payment.replace(':id', purchase.orderId),
          callback(gateway, purchase),
        ),
        webhook(server.url, gateway, purchase, amountPaise).then((status) => ({ status, body: {}, message: '' })),
      ]),
    );
    context.expect(
      'every callback and webhook sent again is answered 200',
      retried.every((reply) => reply.status === 200),
      retried.map((reply) => reply.status).join(','),
    );
    const settled = await ordersOf(context, ids);
    context.expect(
      'after the retries every order is paid once, with one period and one invoice',
      settled.every((order) => order.status === 'PAID' && order.periods === 1 && order.invoices === 1),
      JSON.stringify(settled.find((order) => order.status !== 'PAID' || order.periods !== 1 || order.invoices !== 1)),
    );
    const afterRetry = await numbersUnbroken(context);
    context.expect(
      `the year's invoice numbers are 1…${READERS}, none missing, none twice`,
      afterRetry.unbroken && afterRetry.numbers.length === READERS,
      afterRetry.numbers.join(','),
    );
  },
};
