/**
 * `npm run bench:payments [-- --keep]` (issue 15 §7) on PostgreSQL: `/transactions` for an account with 10,000
 * entries (orders, invoices, wallet entries over 400 days) through autocannon beside a bare Fastify route
 * (bench/beside-bare.ts); and order creation followed by its verified checkout callback (the dev gateway signs
 * as Razorpay does), as pairs from BENCH_CONNECTIONS concurrent buyers, beside the same two requests to a bare route.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAYMENT_PATHS } from '@noticeboard/shared';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/client';
import { AccessTokens } from '../apps/api/src/lib/access-token';
import { OutboxMailer } from '../apps/api/src/lib/mailer';
import { SessionService } from '../apps/api/src/modules/auth/session.service';
import { DevPaymentGateway } from '../apps/api/src/modules/payment/gateway/dev.gateway';
import { uniformLimits } from '../apps/api/src/test/build-test-app';
import { createBenchDatabase, databaseUrlFor, dropBenchDatabase, SERVER_URL } from './bench-db';
import { P99_GOAL_MS, runBesideBare } from './beside-bare';

const DB_NAME = 'nb_bench_payments';
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
const BUYERS = 200;
const LEDGER_ENTRIES = 10_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** One account's 10,000 lines: a third orders, a third their invoices, a third wallet entries, over 400 days. */
async function seedLedger(client: pg.Client): Promise<{ ledgerUser: string; buyers: string[] }> {
  const insertUser = (email: string, name: string) =>
    client.query<{ id: string }>(
      `insert into users (type, name, email, custom_url, password_hash, email_verified_at)
       values ('INDIVIDUAL', $1, $2, $3, 'bench', now()) returning id`,
      [name, email, email.split('@')[0]],
    );
  const ledgerUser = (await insertUser('ledger@bench.test', 'Ledger Reader')).rows[0]?.id ?? '';
  const buyers: string[] = [];
  for (let n = 0; n < BUYERS; n++)
    buyers.push((await insertUser(`buyer${n}@bench.test`, `Buyer ${n}`)).rows[0]?.id ?? '');
  const third = Math.floor(LEDGER_ENTRIES / 3);
  await client.query(
    `insert into orders (user_id, placed_by, purpose, plan_code, pricing, buyer, total_paise, wallet_paise, gateway_paise,
       gateway, gateway_order_id, gateway_payment_id, status, created_at, paid_at)
     select $1, $1, 'PLAN', 'READER_MONTHLY',
       '{"description":"Noticeboard for Readers, Monthly","listPaise":14900,"discountPaise":0,"taxIncluded":true}',
       '{"name":"Ledger Reader","email":"ledger@bench.test","addressLines":[],"stateCode":null,"gstin":null}',
       14900, 0, 14900, 'dev', 'order_bench_' || n, 'pay_bench_' || n, 'PAID',
       now() - (n * interval '400 days' / $2), now() - (n * interval '400 days' / $2)
     from generate_series(1, $2) as n`,
    [ledgerUser, third],
  );
  await client.query(
    `insert into billing_documents (kind, number, order_id, user_id, issued_at, total_paise, document)
     select 'INVOICE', 'NB/BE-NC/' || lpad(row_number() over (order by created_at)::text, 6, '0'), id, user_id,
       paid_at, total_paise, '{}'::jsonb
     from orders where user_id = $1`,
    [ledgerUser],
  );
  const wallet = await client.query<{ id: string }>('insert into wallets (user_id) values ($1) returning id', [
    ledgerUser,
  ]);
  await client.query(
    `insert into wallet_entries (wallet_id, kind, amount_paise, idempotency_key, description, created_at)
     select $1, 'TOP_UP', 50000, 'bench:' || n, 'Wallet top-up', now() - (n * interval '400 days' / $2)
     from generate_series(1, $2) as n`,
    [wallet.rows[0]?.id, LEDGER_ENTRIES - 2 * third],
  );
  await client.query('vacuum analyze');
  return { ledgerUser, buyers };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

/** `CONNECTIONS` loops for `SECONDS`, each timing one `pair()` after another. */
async function timePairs(pair: (worker: number, round: number) => Promise<boolean>) {
  const latencies: number[] = [];
  let bad = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      for (let round = 0; performance.now() < until; round++) {
        const started = performance.now();
        if (!(await pair(worker, round))) bad++;
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    pairsPerSecond: latencies.length / SECONDS,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    bad,
  };
}

async function main(): Promise<void> {
  const keep = process.argv.includes('--keep');
  const url = await createBenchDatabase(SERVER_URL, DB_NAME);
  const database = createDatabase({ databaseUrl: url });
  await database.migrate();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nb-bench-payments-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir },
    { jwtSecret: JWT_SECRET, webDist: undefined },
  );
  const app = await buildApp({
    config,
    database,
    mailer: new OutboxMailer(path.join(dataDir, 'outbox')),
    rateLimits: uniformLimits(10_000_000),
  });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const client = new pg.Client({ connectionString: databaseUrlFor(SERVER_URL, DB_NAME) });
  await client.connect();
  const { ledgerUser, buyers } = await seedLedger(client);
  await client.end();

  const sessions = new SessionService(database.db, new AccessTokens(JWT_SECRET, 3600), 30);
  const cookie = async (userId: string) => `accessToken=${(await sessions.start(userId)).accessToken}`;
  const ledger = { cookie: await cookie(ledgerUser) };
  const list = (query: string) => [{ path: `/api${PAYMENT_PATHS.transactions}?${query}`, headers: ledger }];
  await runBesideBare(`Noticeboard payments bench: one account with ${LEDGER_ENTRIES} entries`, appUrl, [
    { name: 'GET /transactions, first page of 20', targets: list('size=20') },
    { name: 'GET /transactions, LAST_30_DAYS', targets: list('range=LAST_30_DAYS&size=20') },
    { name: 'GET /transactions, invoices page 50', targets: list('kind=INVOICE&page=50&size=20') },
  ]);

  const secrets = JSON.parse(await readFile(path.join(dataDir, 'dev-gateway-secrets.json'), 'utf8'));
  const gateway = new DevPaymentGateway({ secrets });
  const buyerCookies = await Promise.all(buyers.map(cookie));
  const post = (base: string, route: string, cookieHeader: string, body: unknown) =>
    fetch(`${base}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookieHeader },
      body: JSON.stringify(body),
    });
  const bare = Fastify({ logger: false });
  const sampleOrder = await (
    await post(appUrl, `/api${PAYMENT_PATHS.orders}`, buyerCookies[0] ?? '', {
      purpose: 'PLAN',
      planCode: 'READER_MONTHLY',
    })
  ).json();
  bare.post('/bare/order', async () => sampleOrder);
  bare.post('/bare/payment', async () => sampleOrder);
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const twin = await timePairs(async () => {
    const first = await post(bareUrl, '/bare/order', '', { purpose: 'PLAN', planCode: 'READER_MONTHLY' });
    await first.json();
    const second = await post(bareUrl, '/bare/payment', '', { razorpay_order_id: 'x' });
    await second.json();
    return first.ok && second.ok;
  });
  const real = await timePairs(async (worker, round) => {
    const buyer = buyerCookies[(worker + round * CONNECTIONS) % buyerCookies.length] ?? '';
    const placed = await post(appUrl, `/api${PAYMENT_PATHS.orders}`, buyer, {
      purpose: 'PLAN',
      planCode: 'READER_MONTHLY',
    });
    const order = ((await placed.json()) as { body?: { id: string; checkout?: { gatewayOrderId: string } } }).body;
    if (!placed.ok || !order?.checkout) return false;
    const gatewayOrderId = order.checkout.gatewayOrderId;
    const paymentId = gateway.newPaymentId();
    const paid = await post(appUrl, `/api${PAYMENT_PATHS.payment.replace(':id', order.id)}`, buyer, {
      razorpay_order_id: gatewayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: gateway.signCheckout(gatewayOrderId, paymentId),
    });
    const settled = ((await paid.json()) as { body?: { status: string } }).body;
    return paid.ok && settled?.status === 'PAID';
  });
  await bare.close();
  console.log(
    `\nOrder + verified callback, ${CONNECTIONS} concurrent buyers, ${SECONDS}s each (two requests per pair)\n`,
  );
  console.log('| scenario | pairs/s | p50 ms | p99 ms | ratio to bare | failed |');
  console.log('|---|---:|---:|---:|---:|---:|');
  console.log(
    `| bare Fastify, two JSON POSTs | ${twin.pairsPerSecond.toFixed(0)} | ${twin.p50.toFixed(1)} | ${twin.p99.toFixed(1)} | | ${twin.bad} |`,
  );
  console.log(
    `| POST /orders + POST /orders/:id/payment | ${real.pairsPerSecond.toFixed(0)} | ${real.p50.toFixed(1)} | ${real.p99.toFixed(1)} | ${(real.pairsPerSecond / twin.pairsPerSecond).toFixed(2)} | ${real.bad} |`,
  );
  console.log(
    `(the p99 < ${P99_GOAL_MS} ms goal is for the list; a payment pair writes the order, period and invoice)`,
  );

  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  if (!keep) await dropBenchDatabase(SERVER_URL, DB_NAME);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
