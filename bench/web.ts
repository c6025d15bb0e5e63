/**
 * `npm run bench:web [-- --runs 3 --pages /a,/b --dist apps/web/dist | --url <base> --json <file> --compare <file>]`:
 * Lighthouse's default mobile audit (simulated slow 4G, 4× CPU slowdown), performance only, of pages of the built web
 * app, signed out. Without `--url` it starts the API serving `--dist` on a fresh embedded database with the demo data.
 * Each page is loaded once unreported, then `--runs` times; the table shows the run with the median score.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { NEWS_PATHS } from '@noticeboard/shared';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { DEMO_INSTITUTES } from '../apps/api/src/seed/demo-data';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Migrating and seeding the demo takes over a minute here, several when others load the machine. */
const SERVER_START_TIMEOUT_MS = 600_000;

interface PageResult {
  /** What the page is compared by: the route for pages whose address changes with the data. */
  page: string;
  path: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  jsKB: number;
  scriptFiles: number;
  totalKB: number;
  lcpElement?: string;
  /** Every run's score, the reported one among them. */
  scores: number[];
  /** Lighthouse's CPU benchmark of the machine during the reported run: lower means a busier machine. */
  benchmarkIndex: number;
  consoleErrors: string[];
  warnings: string[];
}

interface BenchResults {
  date: string;
  target: string;
  runs: number;
  lighthouse: string;
  cpus: number;
  loadAverage: { before: number; after: number };
  pages: PageResult[];
}

interface PageToAudit {
  page: string;
  path: string;
}

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    dist: { type: 'string', default: 'apps/web/dist' },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    json: { type: 'string' },
    compare: { type: 'string' },
  },
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilAnswering(baseUrl: string, server: ChildProcess, log: () => Promise<string>): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode}):\n${await log()}`);
    const answered = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer within ${SERVER_START_TIMEOUT_MS / 1000}s:\n${await log()}`);
}

/** The API serving `dist` on a fresh embedded database seeded with the demo, as it is started by hand. */
async function startServer(dist: string): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${path.join(dist, 'index.html')} not found: run npm run build first (or pass --dist <dir>)`);
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nb-bench-web-'));
  const logFile = path.join(dataDir, 'server.log');
  const logFd = openSync(logFile, 'a');
  // Its own process group: tsx runs the server in a child process, and both must go at the end.
  const server = spawn(path.resolve('node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
    detached: true,
    stdio: ['ignore', logFd, logFd],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: dist,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'test',
      JOBS_ENABLED: 'false',
      SEED_DEMO: 'true',
      PUBLIC_URL: baseUrl,
    },
  });
  closeSync(logFd);
  const stop = async () => {
    if (server.exitCode === null && server.pid) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  // Ctrl-C reaches only the terminal's process group, not the server's own.
  process.once('SIGINT', () => void stop().finally(() => process.exit(130)));
  console.log(`starting the server on ${baseUrl} (migrations, demo data)…`);
  try {
    await waitUntilAnswering(
      baseUrl,
      server,
      async () => (await readFile(logFile, 'utf8')).slice(-3000) || '(no output)',
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** The default pages; the article and school ones only when the data has them for anonymous readers. */
async function defaultPages(baseUrl: string): Promise<PageToAudit[]> {
  const pages = ['/community', '/latest', '/trending', '/quiz'].map((route) => ({ page: route, path: route }));
  const latest = await fetch(`${baseUrl}/api${NEWS_PATHS.latest}?size=1`);
  const slug = latest.ok
    ? ((await latest.json()) as { body: { content: { slug: string }[] } }).body.content[0]?.slug
    : '';
  if (slug) pages.push({ page: '/details/:slug', path: `/details/${slug}` });
  else console.warn(`No article for /details/:slug (GET latest answered ${latest.status}).`);
  const school = DEMO_INSTITUTES[0]?.customUrl ?? '';
  const profile = await fetch(`${baseUrl}/api/institute/public/${school}`);
  if (profile.ok) pages.push({ page: '/institutions/:customUrl', path: `/institutions/${school}` });
  else console.warn(`No school for /institutions/:customUrl (its public profile answered ${profile.status}).`);
  return pages;
}

type AuditDetails = { items?: Array<Record<string, unknown>> } | undefined;

function itemsOf(lhr: Result, auditId: string): Array<Record<string, unknown>> {
  return (lhr.audits[auditId]?.details as AuditDetails)?.items ?? [];
}

/** The node Lighthouse names as the largest paint: its label and HTML opening. */
function lcpElementOf(lhr: Result): string | undefined {
  for (const table of itemsOf(lhr, 'largest-contentful-paint-element')) {
    for (const row of (table as { items?: Array<{ node?: { nodeLabel?: string; snippet?: string } }> }).items ?? []) {
      if (!row.node) continue;
      const snippet = row.node.snippet ?? '';
      const opening = snippet.length > 160 ? `${snippet.slice(0, 160)}…` : snippet;
      return [row.node.nodeLabel, opening].filter(Boolean).join(' — ');
    }
  }
  return undefined;
}

const tenths = (value: number) => Math.round(value * 10) / 10;

/** The reported run's figures; `reports` (every run) for the scores and the runs that failed. */
function summarise(page: PageToAudit, lhr: Result, reports: Result[]): PageResult {
  const numeric = (auditId: string) => tenths(lhr.audits[auditId]?.numericValue ?? Number.NaN);
  const requests = itemsOf(lhr, 'network-requests') as Array<{ resourceType?: string; transferSize?: number }>;
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const kilobytes = (list: typeof requests) =>
    tenths(list.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024);
  return {
    ...page,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
    speedIndexMs: numeric('speed-index'),
    jsKB: kilobytes(scripts),
    scriptFiles: scripts.length,
    totalKB: kilobytes(requests),
    lcpElement: lcpElementOf(lhr),
    scores: reports.map((report) => Math.round((report.categories.performance?.score ?? 0) * 100)),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    consoleErrors: itemsOf(lhr, 'errors-in-console').map((item) => String(item.description ?? '')),
    warnings: [
      ...reports.flatMap((report, index) =>
        report.runtimeError
          ? [`run ${index + 1} failed: ${report.runtimeError.code}: ${report.runtimeError.message}`]
          : [],
      ),
      ...lhr.runWarnings.map(String),
      ...Object.values(lhr.audits)
        .filter((audit) => audit.errorMessage)
        .map((audit) => `${audit.id}: ${audit.errorMessage}`),
    ],
  };
}

async function auditPage(baseUrl: string, page: PageToAudit, runs: number, chromePort: number): Promise<PageResult> {
  const run = async () => {
    const result = await lighthouse(`${baseUrl}${page.path}`, {
      port: chromePort,
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Not scored in performance; added so the report can show what the page logged.
      onlyAudits: ['errors-in-console'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    return result.lhr;
  };
  // The server's first answers (query plans, files read from disk) are not what a reader usually gets.
  await run();
  const reports: Result[] = [];
  for (let index = 0; index < runs; index++) reports.push(await run());
  const scoreOf = (lhr: Result) => lhr.categories.performance?.score ?? 0;
  // A failed run scores 0: it would pull the median down, so it only counts when every run failed.
  const completed = reports.filter((lhr) => !lhr.runtimeError);
  const byScore = [...(completed.length > 0 ? completed : reports)].sort((a, b) => scoreOf(a) - scoreOf(b));
  const median = byScore[Math.floor((byScore.length - 1) / 2)];
  if (!median) throw new Error('no runs');
  return summarise(page, median, reports);
}

const COLUMNS: Array<{ title: string; cell: (result: PageResult) => string }> = [
  { title: 'score', cell: (result) => String(result.score) },
  { title: 'FCP s', cell: (result) => (result.fcpMs / 1000).toFixed(2) },
  { title: 'LCP s', cell: (result) => (result.lcpMs / 1000).toFixed(2) },
  { title: 'TBT ms', cell: (result) => result.tbtMs.toFixed(0) },
  { title: 'CLS', cell: (result) => result.cls.toFixed(3) },
  { title: 'SI s', cell: (result) => (result.speedIndexMs / 1000).toFixed(2) },
  { title: 'JS KB', cell: (result) => result.jsKB.toFixed(1) },
  { title: 'scripts', cell: (result) => String(result.scriptFiles) },
  { title: 'total KB', cell: (result) => result.totalKB.toFixed(1) },
];

function printTable(results: PageResult[], earlier?: PageResult[]): void {
  const before = (page: string) => earlier?.find((result) => result.page === page);
  console.log(`| page | ${COLUMNS.map((column) => column.title).join(' | ')} | runs' scores |`);
  console.log(`|---|${COLUMNS.map(() => '---:').join('|')}|---|`);
  for (const result of results) {
    const old = before(result.page);
    const cells = COLUMNS.map((column) => (old ? `${column.cell(old)} → ${column.cell(result)}` : column.cell(result)));
    console.log(`| ${result.page} | ${cells.join(' | ')} | ${result.scores.join(', ')} |`);
  }
}

function printNotes(results: PageResult[]): void {
  console.log('');
  for (const result of results) {
    console.log(`${result.path}: LCP element ${result.lcpElement ?? '(none reported)'}`);
    for (const error of result.consoleErrors) console.log(`  console error: ${error}`);
    for (const warning of result.warnings) console.log(`  warning: ${warning}`);
  }
}

/** As Biome formats it, so a results file committed to the repository keeps `npm run check` clean. */
function formattedJson(value: unknown): string {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  const biome = spawnSync(path.resolve('node_modules/.bin/biome'), ['format', '--stdin-file-path=results.json'], {
    input: text,
    encoding: 'utf8',
  });
  return biome.status === 0 ? biome.stdout : text;
}

async function main(): Promise<void> {
  const runs = Number(options.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
  const earlier = options.compare
    ? (JSON.parse(await readFile(options.compare, 'utf8')) as BenchResults).pages
    : undefined;
  const server = options.url ? undefined : await startServer(path.resolve(options.dist));
  const baseUrl = options.url?.replace(/\/$/, '') ?? server?.baseUrl ?? '';
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    const pages = options.pages
      ? options.pages.split(',').map((route) => ({ page: route, path: route }))
      : await defaultPages(baseUrl);
    const loadBefore = loadavg()[0] ?? 0;
    const startedAt = performance.now();
    const results: PageResult[] = [];
    for (const page of pages) {
      console.log(`auditing ${page.path} (1 warm-up + ${runs} runs)…`);
      results.push(await auditPage(baseUrl, page, runs, chrome.port));
    }
    const loadAfter = loadavg()[0] ?? 0;
    const lighthouseVersion = (
      JSON.parse(await readFile(path.resolve('node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
    ).version;
    const target = options.url ?? path.resolve(options.dist);
    console.log(
      `\nLighthouse ${lighthouseVersion}, mobile (simulated slow 4G, 4× CPU), performance; ${target}; median of ${runs} ` +
        `run(s) by score, in ${((performance.now() - startedAt) / 1000).toFixed(0)}s; load average ` +
        `${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${availableParallelism()} CPUs; benchmarkIndex ` +
        `${results.map((result) => result.benchmarkIndex.toFixed(0)).join(', ')}` +
        `${earlier ? `; before → after from ${options.compare}` : ''}\n`,
    );
    printTable(results, earlier);
    printNotes(results);
    if (options.json) {
      const saved: BenchResults = {
        date: new Date().toISOString(),
        target,
        runs,
        lighthouse: lighthouseVersion,
        cpus: availableParallelism(),
        loadAverage: { before: tenths(loadBefore), after: tenths(loadAfter) },
        pages: results,
      };
      await mkdir(path.dirname(path.resolve(options.json)), { recursive: true });
      await writeFile(options.json, formattedJson(saved));
      console.log(`\nwrote ${options.json}`);
    }
  } finally {
    chrome.kill();
    await server?.stop();
  }
}

await main().catch((error: unknown) => {
  console.error(`bench:web: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
