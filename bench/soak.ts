/**
 * `npm run soak [-- --minutes N] [--workers 1|2]` (issue 13 §2, default 10 minutes): two API processes (or
 * `--workers`) behind one port (Node's
 * cluster, each worker running apps/api/src/server.ts) on PostgreSQL and Redis, a database of its own seeded with
 * the demo data (the server's SEED_DEMO, run once before the workers start), and 200 connections of signed-in
 * users (rotating) over the main reads and writes: news pages and an article, the community feed, a post, a like
 * and unlike, a comment, the leaderboard and the quiz hub. Reports per minute: requests, errors (non-2xx, socket
 * errors, timeouts), p50/p99 and each worker's RSS; at the end the total errors, the p99 drift between the first
 * and last minute and each worker's memory drift. A benchmark, not a test: it prints, and never fails a build.
 *
 * Environment: DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres: the server on which nb_soak is made and
 * dropped), REDIS_URL (redis://127.0.0.1:6379), SOAK_CONNECTIONS (200), SOAK_USERS (24). Workers log at `error`
 * level: a 5xx during the soak prints its cause. At the end a bare Fastify route (one process, a 1 KB JSON answer from
 * memory) is driven for 20 s with the same connections, so the figures read beside what the machine gives anyway.
 * Issue 16 §2 compares one process with two: `SOAK_CONNECTIONS=50 npm run soak -- --minutes 1 --workers 1`, then 2.
 */
import cluster, { type Worker } from 'node:cluster';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { freePort, ServerProcess, sleep } from '../apps/api/faults/server-process';
import { createBenchDatabase, dropBenchDatabase, SERVER_URL } from './bench-db';
import { soakTargets } from './soak-targets';

const serverEntry = path.resolve(import.meta.dirname, '../apps/api/src/server.ts');
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 200);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DB_NAME = 'nb_soak';
const WARMUP_S = 10;

interface Minute {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  rssMb: number[];
}

function wholeArg(name: string, fallback: number, min: number, max = Number.POSITIVE_INFINITY): number {
  const at = process.argv.indexOf(name);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} takes a whole number from ${min}${Number.isFinite(max) ? ` to ${max}` : ''}`);
  }
  return value;
}

/** The same connections on a bare Fastify route in this process: what the machine gives with no app behind it. */
async function bareFigure(connections: number): Promise<string> {
  const bare = Fastify({ logger: false });
  const body = {
    statusCode: 200,
    message: 'ok',
    body: { items: Array.from({ length: 12 }, (_, i) => ({ i, text: 'x'.repeat(64) })) },
  };
  bare.get('/bare', async () => body);
  const url = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    const result = await autocannon({ url: `${url}/bare`, connections, duration: 20, workers: 1 });
    return `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`;
  } finally {
    await bare.close();
  }
}

const rssMbOf = (pid: number | undefined): number => {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Math.round(Number(kb) / 1024);
  } catch {
    return Number.NaN;
  }
};

/** Forks the workers (each the real server) and resolves once all listen on the shared port. */
async function startWorkers(count: number, env: Record<string, string>): Promise<Worker[]> {
  cluster.setupPrimary({ exec: serverEntry });
  const workers = Array.from({ length: count }, () => cluster.fork(env));
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          worker.once('listening', () => resolve());
          worker.once('exit', (code) => reject(new Error(`worker exited (${code}) before listening`)));
        }),
    ),
  );
  return workers;
}

/** Non-2xx answers by status, socket errors and timeouts. */
function errorsOf(result: autocannon.Result): string {
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, stats]) => `${stats.count ?? 0}× ${code}`);
  return [...statuses, `${result.errors - result.timeouts} socket errors`, `${result.timeouts} timeouts`].join(', ');
}

async function seed(databaseUrl: string, dataDir: string): Promise<void> {
  const started = performance.now();
  const server = await ServerProcess.start({
    databaseUrl,
    dataDir,
    port: await freePort(),
    env: { SEED_DEMO: 'true', REDIS_URL },
  });
  await server.stop();
  console.log(`seeded ${DB_NAME} with the demo data in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function main(): Promise<void> {
  const minutes = wholeArg('--minutes', 10, 1);
  const workerCount = wholeArg('--workers', 2, 1, 8);
  const databaseUrl = await createBenchDatabase(SERVER_URL, DB_NAME);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nb-soak-'));
  let workers: Worker[] = [];
  try {
    await seed(databaseUrl, dataDir);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    workers = await startWorkers(workerCount, {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      JWT_SECRET: 'soak-secret-that-is-long-enough-for-hs256-signing',
      ACCESS_TOKEN_TTL_SECONDS: String(3600 + minutes * 60),
      JOBS_ENABLED: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
    });
    const pids = workers.map((worker) => worker.process.pid);
    const { requests, summary } = await soakTargets(base, databaseUrl);
    console.log(`${workerCount} worker(s) (pids ${pids.join(', ')}) on ${base}; ${summary}`);
    console.log(`warm-up ${WARMUP_S} s, then ${minutes} minute(s) of ${CONNECTIONS} connections`);
    await autocannon({ url: base, connections: CONNECTIONS, duration: WARMUP_S, workers: 1, requests });
    const baselineMb = pids.map(rssMbOf);

    const rows: Minute[] = [];
    console.log(`\nminute  requests  errors   p50 ms   p99 ms  ${pids.map((_, i) => `rss w${i + 1} MB`).join('  ')}`);
    for (let minute = 1; minute <= minutes; minute++) {
      const result = await autocannon({ url: base, connections: CONNECTIONS, duration: 60, workers: 1, requests });
      const row: Minute = {
        requests: result.requests.total,
        // autocannon counts timeouts among its connection errors.
        errors: result.non2xx + result.errors,
        p50: result.latency.p50,
        p99: result.latency.p99,
        rssMb: pids.map(rssMbOf),
      };
      rows.push(row);
      console.log(
        `${String(minute).padStart(6)}  ${String(row.requests).padStart(8)}  ${String(row.errors).padStart(6)}  ` +
          `${String(row.p50).padStart(7)}  ${String(row.p99).padStart(7)}  ` +
          row.rssMb.map((mb) => String(mb).padStart(9)).join('  '),
      );
      if (row.errors > 0) console.log(`        errors: ${errorsOf(result)}`);
    }
    // The server still works through requests the clock cut off: let it drain before the figures and the stop.
    await fetch(`${base}/api/health`).then((response) => response.arrayBuffer());
    await sleep(2_000);
    const first = rows[0] as Minute;
    const last = rows.at(-1) as Minute;
    const errors = rows.reduce((sum, row) => sum + row.errors, 0);
    const total = rows.reduce((sum, row) => sum + row.requests, 0);
    const drift = ((last.p99 - first.p99) / Math.max(1, first.p99)) * 100;
    console.log(`\ntotal: ${total} requests (${Math.round(total / (minutes * 60))} req/s), ${errors} errors`);
    console.log(
      `p99 drift, first to last minute: ${drift >= 0 ? '+' : ''}${drift.toFixed(1)}% (${first.p99} → ${last.p99} ms)`,
    );
    pids.forEach((_, i) => {
      const from = baselineMb[i] ?? 0;
      const to = last.rssMb[i] ?? 0;
      const pct = ((to - from) / Math.max(1, from)) * 100;
      console.log(
        `memory drift w${i + 1}, after warm-up to the end: ${to - from >= 0 ? '+' : ''}${to - from} MB (${from} → ${to} MB, ${pct.toFixed(0)}%)`,
      );
    });
    if (minutes === 1) console.log('(one minute: the p99 drift compares the minute with itself)');
    console.log(`bare Fastify route, same ${CONNECTIONS} connections: ${await bareFigure(CONNECTIONS)}`);
  } finally {
    for (const worker of workers) worker.kill('SIGTERM');
    await sleep(2_000);
    for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    await dropBenchDatabase(SERVER_URL, DB_NAME);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
