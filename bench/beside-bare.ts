/**
 * Runs scenarios against the app with autocannon (on its own thread), each right after a bare Fastify route
 * that answers a same-sized response of that scenario from memory, so the ratio compares like with like under
 * the same machine load; prints the table and the goals. Shared by the news and community benches.
 *
 * Environment: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50), BENCH_WORKERS (1),
 * BENCH_ONLY=<part of a scenario name>, BENCH_BARE=0 (skip the twins, e.g. to profile the app alone).
 */
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/** Unreported run of each scenario first: JIT, prepared plans and PostgreSQL's buffers warm up. */
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** autocannon's own thread(s): the load generator must not share the server's event loop. */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const ONLY = process.env.BENCH_ONLY ?? '';
const WITH_BARE = process.env.BENCH_BARE !== '0';

export const P99_GOAL_MS = 50;

export interface Target {
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Scenario {
  name: string;
  /** Requests cycled through by every connection. */
  targets: Target[];
}

export interface Row {
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
    requests: targets.map((target) => ({ method: target.method ?? 'GET', ...target })),
    // A path with `[<id>]` gets a unique id in each request (defeats answer caches).
    idReplacement: targets.some((target) => target.path.includes('[<id>]')),
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  // The server keeps working on requests the clock cut off; one more request queues behind them,
  // so the next run starts on an idle server.
  const last = targets[0];
  if (last) await send(baseUrl, last).then((response) => response.text());
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { scenario, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bad };
}

function send(baseUrl: string, target: Target): Promise<Response> {
  return fetch(`${baseUrl}${target.path}`, {
    method: target.method ?? 'GET',
    headers: target.headers,
    ...(target.body === undefined ? {} : { body: target.body }),
  });
}

/** Runs every scenario (filtered by BENCH_ONLY) beside its bare twin; returns the rows after printing them. */
export async function runBesideBare(title: string, appUrl: string, allScenarios: Scenario[]): Promise<Row[]> {
  const scenarios = allScenarios.filter((scenario) => scenario.name.includes(ONLY));
  const bare = Fastify({ logger: false });
  const bodies: Array<{ scenario: Scenario; body: unknown; bytes: number } | { scenario: Scenario; missing: string }> =
    [];
  for (const scenario of scenarios) {
    const first = scenario.targets[0];
    if (!first) continue;
    const response = await send(appUrl, first);
    const text = await response.text();
    if (response.status >= 300) {
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
    const bareTargets = [{ path: `/bare/${index}`, headers: {} }];
    if (WARMUP_S > 0) {
      if (WITH_BARE) await measure('warm-up', bareUrl, bareTargets, WARMUP_S);
      await measure('warm-up', appUrl, scenario.targets, WARMUP_S);
    }
    const twin = WITH_BARE
      ? await measure(`bare Fastify, ${(bytes / 1024).toFixed(1)} KB JSON`, bareUrl, bareTargets)
      : undefined;
    const real = await measure(scenario.name, appUrl, scenario.targets);
    if (twin) rows.push(twin, { ...real, ratio: twin.rps > 0 ? real.rps / twin.rps : 0 });
    else rows.push(real);
  }
  await bare.close();

  console.log(
    `\n${title}, ${CONNECTIONS} connections, ${DURATION_S}s each (after ${WARMUP_S}s warm-up), ${WORKERS} load worker(s), ` +
      `Node ${process.version}, load average ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)} on ${availableParallelism()} CPUs\n`,
  );
  console.log('| scenario | req/s | p50 ms | p99 ms | ratio to bare | non-2xx/errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const ratio = row.ratio === undefined ? '' : row.ratio.toFixed(2);
    console.log(`| ${row.scenario} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${ratio} | ${row.bad} |`);
  }
  const measured = rows.filter((row) => row.ratio !== undefined || !WITH_BARE);
  const slow = measured.filter((row) => row.rps === 0 || row.p99 >= P99_GOAL_MS).map((row) => row.scenario);
  console.log(`\ngoal p99 < ${P99_GOAL_MS} ms: ${slow.length === 0 ? 'met' : `missed by ${slow.join(', ')}`}`);
  for (const line of skipped) console.log(`skipped (route not answering 2xx): ${line}`);
  return rows;
}
