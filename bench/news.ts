/**
 * `npm run bench:news [-- --reuse] [-- --keep]` (issue 4 §6): the news feeds on PostgreSQL seeded with
 * 100k articles and 1M view events (bench/seed-news.ts), 50 connections, autocannon on its own thread.
 * Each scenario runs right after a bare Fastify route that serves a response of the same size from
 * memory, so the ratio compares like with like under the same machine load.
 *
 * --reuse  bench the database a previous `--keep` left (no reseeding); --keep  leave it afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { NEWS_PATHS } from '@noticeboard/shared';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createDatabase } from '../apps/api/src/db/client';
import { AccessTokens } from '../apps/api/src/lib/access-token';
import { OutboxMailer } from '../apps/api/src/lib/mailer';
import { SessionService } from '../apps/api/src/modules/auth/session.service';
import { uniformLimits } from '../apps/api/src/test/build-test-app';
import { openBenchApp } from './news-app';
import { openBenchDatabase } from './news-database';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/** Unreported run of each scenario first: JIT, prepared plans and PostgreSQL's buffers warm up. */
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** autocannon's own thread(s): the load generator must not share the server's event loop. */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
/** For profiling one scenario (`node --cpu-prof`): BENCH_ONLY=latest runs the scenarios whose name contains it. */
const ONLY = process.env.BENCH_ONLY ?? '';
/** BENCH_BARE=0 skips the bare twins, so a profile of the process shows the app alone. */
const WITH_BARE = process.env.BENCH_BARE !== '0';

/** Goals of issue 4 §6. */
const P99_GOAL_MS = 50;
const LATEST_RATIO_GOAL = 0.4;

interface Scenario {
  name: string;
  /** Paths cycled through by every connection (one path, or many slugs). */
  paths: string[];
}

interface Target {
  path: string;
  headers: Record<string, string>;
}

interface Row {
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  bad: number;
  ratio?: number;
}

async function measure(scenario: string, baseUrl: string, targets: Target[], duration = DURATION_S): Promise<Row> {
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration,
    ...(WORKERS > 0 ? { workers: WORKERS } : {}),
    requests: targets.map((target) => ({ method: 'GET' as const, ...target })),
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  // The server keeps working on requests the clock cut off; one more request queues behind them,
  // so the next run starts on an idle server.
  const last = targets[0];
  if (last) await fetch(`${baseUrl}${last.path}`, { headers: last.headers }).then((response) => response.text());
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { scenario, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bad };
}

async function main(): Promise<void> {
  const reuse = process.argv.includes('--reuse');
  const keep = process.argv.includes('--keep') || reuse;
  const bench = await openBenchDatabase({ reuse });
  const { app, sessions, close } = await openBenchApp(bench.url);
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  // One signed-in session per reader; requests rotate through them.
  const cookies: Array<Record<string, string>> = [];
  for (const readerId of bench.readerIds) {
    const { accessToken } = await sessions.start(readerId);
    cookies.push({ cookie: `accessToken=${accessToken}` });
  }
  const targetsOf = (paths: string[]): Target[] =>
    Array.from({ length: Math.max(paths.length, cookies.length) }, (_, i) => ({
      path: paths[i % paths.length] ?? '',
      headers: cookies[i % cookies.length] ?? {},
    }));

  const api = (p: string) => `/api${p}`;
  const allScenarios: Scenario[] = [
    { name: 'latest page 1', paths: [api(NEWS_PATHS.latest)] },
    { name: 'for-you page 1', paths: [api(NEWS_PATHS.forYou)] },
    { name: 'trending page 1', paths: [api(NEWS_PATHS.trending)] },
    {
      name: `article by slug (${Math.min(500, bench.slugs.length)} slugs)`,
      paths: bench.slugs
        .slice(0, 500)
        .map((slug) => `${api(NEWS_PATHS.articleBySlug)}?slug=${encodeURIComponent(slug)}`),
    },
  ];
  const scenarios = allScenarios.filter((scenario) => scenario.name.includes(ONLY));

  // One response of each scenario, kept in memory for its bare twin (same size, same shape).
  const bare = Fastify({ logger: false });
  const bodies: Array<{ scenario: Scenario; body: unknown; bytes: number } | { scenario: Scenario; missing: string }> =
    [];
  for (const scenario of scenarios) {
    const first = scenario.paths[0] ?? '';
    const response = await fetch(`${appUrl}${first}`, { headers: cookies[0] ?? {} });
    const text = await response.text();
    if (response.status !== 200) {
      bodies.push({ scenario, missing: `${response.status} ${text.slice(0, 120)}` });
      continue;
    }
    bodies.push({ scenario, body: JSON.parse(text), bytes: Buffer.byteLength(text) });
  }
  bodies.forEach((entry, index) => {
    if ('body' in entry) bare.get(`/bare/${index}`, async () => entry.body);
  });
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const rows: Row[] = [];
  const skipped: string[] = [];
  const loadBefore = loadavg()[0] ?? 0;
  for (const [index, entry] of bodies.entries()) {
    if ('missing' in entry) {
      skipped.push(`${entry.scenario.name}: ${entry.missing}`);
      continue;
    }
    const { scenario, bytes } = entry;
    const kb = `${(bytes / 1024).toFixed(1)} KB`;
    const bareTargets = [{ path: `/bare/${index}`, headers: {} }];
    if (WARMUP_S > 0) {
      if (WITH_BARE) await measure('warm-up', bareUrl, bareTargets, WARMUP_S);
      await measure('warm-up', appUrl, targetsOf(scenario.paths), WARMUP_S);
    }
    const twin = WITH_BARE ? await measure(`bare Fastify, ${kb} JSON`, bareUrl, bareTargets) : undefined;
    const real = await measure(`GET ${scenario.name}`, appUrl, targetsOf(scenario.paths));
    if (twin) rows.push(twin, { ...real, ratio: twin.rps > 0 ? real.rps / twin.rps : 0 });
    else rows.push(real);
  }

  console.log(
    `\nNoticeboard news bench: PostgreSQL ${bench.serverVersion}, ${bench.counts}, ${cookies.length} signed-in readers, ${CONNECTIONS} connections, ` +
      `${DURATION_S}s each (after ${WARMUP_S}s warm-up), ${WORKERS} load worker(s), Node ${process.version}, ` +
      `load average ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)} on ${availableParallelism()} CPUs\n`,
  );
  console.log('| scenario | req/s | p50 ms | p99 ms | ratio to bare | non-2xx/errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const ratio = row.ratio === undefined ? '' : row.ratio.toFixed(2);
    console.log(`| ${row.scenario} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${ratio} | ${row.bad} |`);
  }
  const measured = rows.filter((row) => row.ratio !== undefined);
  const slow = measured.filter((row) => row.rps === 0 || row.p99 >= P99_GOAL_MS).map((row) => row.scenario);
  const latest = measured.find((row) => row.scenario.startsWith('GET latest'));
  console.log(`\ngoal p99 < ${P99_GOAL_MS} ms: ${slow.length === 0 ? 'met' : `missed by ${slow.join(', ')}`}`);
  if (latest)
    console.log(
      `goal latest >= ${LATEST_RATIO_GOAL * 100}% of bare req/s: ${(latest.ratio ?? 0) >= LATEST_RATIO_GOAL ? 'met' : 'missed'} (${((latest.ratio ?? 0) * 100).toFixed(0)}%)`,
    );
  for (const line of skipped) console.log(`skipped (route not answering 200): ${line}`);

  await close();
  await bare.close();
  await bench.close({ drop: !keep });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
