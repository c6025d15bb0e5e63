/**
 * `npm run bench`: load scenarios on loopback with autocannon, each beside a bare Fastify route in
 * the same run. Uses PostgreSQL when DATABASE_URL is set (a fresh database), else embedded PGlite.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { AccessTokens } from '../apps/api/src/lib/access-token';
import { OutboxMailer } from '../apps/api/src/lib/mailer';
import { SessionService } from '../apps/api/src/modules/auth/session.service';
import { findUserByEmail } from '../apps/api/src/modules/user/user.repository';
import { DEMO_PASSWORD } from '../apps/api/src/seed/demo-data';
import { seedDemo } from '../apps/api/src/seed/seed-demo';
import { uniformLimits } from '../apps/api/src/test/build-test-app';
import { createTestDatabase } from '../apps/api/src/test/test-database';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Row {
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(scenario: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return { scenario, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: non2xx };
}

async function main(): Promise<void> {
  process.env.TEST_DATABASE = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nb-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }, { webDist: undefined });
  const app = await buildApp({
    config,
    database,
    mailer: new OutboxMailer(path.join(dataDir, 'outbox')),
    rateLimits: uniformLimits(10_000_000),
  });
  await seedDemo(database.db);
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  // Renewal spends its token, so every request needs a fresh one: mint them ahead, outside the timing.
  const student = await findUserByEmail(database.db, 'student@demo.test');
  if (!student) throw new Error('demo data missing');
  const sessions = new SessionService(database.db, new AccessTokens(config.jwtSecret, 900), 30);
  const tokens: string[] = [];
  const mint = Number(process.env.BENCH_RENEW_TOKENS ?? 20_000);
  for (let i = 0; i < mint; i += 50) {
    const batch = await Promise.all(Array.from({ length: 50 }, () => sessions.start(student.id)));
    tokens.push(...batch.map((session) => session.refreshToken));
  }

  const rows: Row[] = [];
  rows.push(await measure('bare fastify GET', { url: `${bareUrl}/bare` }));
  rows.push(await measure('GET /api/health', { url: `${appUrl}/api/health` }));
  rows.push(
    await measure('POST /api/user/login', {
      url: `${appUrl}/api/user/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'student@demo.test', password: DEMO_PASSWORD }),
    }),
  );
  let next = 0;
  rows.push(
    await measure('POST /api/user/renew/token', {
      url: `${appUrl}/api/user/renew/token`,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          setupRequest: (request) => ({ ...request, body: `refreshToken=${tokens[next++ % tokens.length]}` }),
        },
      ],
    }),
  );
  const used = next;

  // Issue 17's everyday reads: the home page's counts for a student and for the school, the queue's tab counts, the
  // bell's unread count (each signed in with a session cookie minted outside the timing).
  const school = await findUserByEmail(database.db, 'institute@demo.test');
  if (!school) throw new Error('demo data missing');
  const cookieOf = async (userId: string) => `accessToken=${(await sessions.start(userId)).accessToken}`;
  const studentCookie = await cookieOf(student.id);
  const schoolCookie = await cookieOf(school.id);
  rows.push(
    await measure('GET /api/home (student)', { url: `${appUrl}/api/home`, headers: { cookie: studentCookie } }),
  );
  rows.push(await measure('GET /api/home (school)', { url: `${appUrl}/api/home`, headers: { cookie: schoolCookie } }));
  rows.push(
    await measure('GET /api/community/pending-posts/counts', {
      url: `${appUrl}/api/community/pending-posts/counts`,
      headers: { cookie: schoolCookie },
    }),
  );
  rows.push(
    await measure('GET /api/notifications/unread-count', {
      url: `${appUrl}/api/notifications/unread-count`,
      headers: { cookie: studentCookie },
    }),
  );

  const bareRps = rows[0]?.rps ?? 1;
  console.log(
    `\nNoticeboard bench: ${database.kind}, ${CONNECTIONS} connections, ${DURATION_S}s each, Node ${process.version}\n`,
  );
  console.log('| scenario | req/s | p50 ms | p99 ms | ratio to bare | non-2xx/errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.scenario} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${(row.rps / bareRps).toFixed(3)} | ${row.errors} |`,
    );
  }
  if (used > tokens.length)
    console.log(
      `\nNote: renew used ${used} requests for ${tokens.length} tokens; repeats were refused (raise BENCH_RENEW_TOKENS).`,
    );

  await app.close();
  await bare.close();
  await database.destroy();
  await rm(dataDir, { recursive: true, force: true });
}

await main();
