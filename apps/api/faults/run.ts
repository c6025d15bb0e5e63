/**
 * `npm run test:faults` (issue 13 §2): the real API process is killed with SIGKILL in the middle of quiz
 * submissions, assessment answers, a bulk import, posts with media, payment callbacks and a newsletter's send to 1,500
 * addresses, then restarted and its database (and dev outbox) checked; and a private
 * PostgreSQL cluster is restarted under load while the API keeps running. Needs PostgreSQL at DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres): each run uses a fresh database, dropped at the end.
 * Prints every check and closes with "N passed, N failed, N skipped".
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type Database } from '../src/db/client';
import { postgresTemplateName, preparePostgresTemplate } from '../src/test/migrated-template';
import { attemptFault } from './attempt.fault';
import { importFault } from './import.fault';
import { newsletterFault } from './newsletter.fault';
import { paymentFault } from './payment.fault';
import { postFault } from './post.fault';
import { postgresRestartFault } from './postgres-restart.fault';
import { quizFault } from './quiz.fault';
import { freePort, ServerProcess } from './server-process';

export interface Checks {
  /** Records one check; a false `passed` fails the run but the case goes on to its other checks. */
  expect(name: string, passed: boolean, detail?: string): void;
}

export interface FaultContext extends Checks {
  databaseUrl: string;
  database: Database;
  /** Plain SQL for the checks (a few connections of its own). */
  sql: pg.Pool;
  dataDir: string;
  port: number;
  /** The server now running, or a new one. */
  server(): Promise<ServerProcess>;
  /** A new server process (after a kill); `env` adds to the fault servers' environment (e.g. JOBS_ENABLED). */
  startServer(env?: Record<string, string>): Promise<ServerProcess>;
}

export interface FaultCase {
  name: string;
  run(context: FaultContext): Promise<void>;
}

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** FAULTS_ONLY=<part of a case's name> runs only the matching cases (while working on one). */
const ONLY = process.env.FAULTS_ONLY ?? '';
const CASES: FaultCase[] = [quizFault, attemptFault, importFault, postFault, paymentFault, newsletterFault].filter(
  (fault) => fault.name.includes(ONLY),
);
const results = { passed: 0, failed: 0, skipped: 0 };

const checks: Checks = {
  expect(name, passed, detail) {
    if (passed) results.passed += 1;
    else results.failed += 1;
    console.log(`  ${passed ? 'ok  ' : 'FAIL'} ${name}${!passed && detail ? `\n       ${detail}` : ''}`);
  },
};

async function withFreshDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  await preparePostgresTemplate(SERVER_URL);
  const name = `nb_faults_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name} template ${postgresTemplateName}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function runCase(name: string, run: () => Promise<void>): Promise<void> {
  console.log(`\n${name}`);
  const started = performance.now();
  try {
    await run();
  } catch (error) {
    checks.expect(`${name}: ran to the end`, false, error instanceof Error ? error.stack : String(error));
  }
  console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

/** The kill -9 cases share one database, data folder and port; each leaves its restarted server to the next. */
async function killCases(dataDir: string): Promise<void> {
  await withFreshDatabase(async (databaseUrl) => {
    const database = createDatabase({ databaseUrl });
    const sql = new pg.Pool({ connectionString: databaseUrl, max: 3 });
    // Dropping the database at the end ends its idle connections; that is expected, not a crash of the run.
    sql.on('error', () => {});
    const port = await freePort();
    const servers: ServerProcess[] = [];
    const context: FaultContext = {
      ...checks,
      databaseUrl,
      database,
      sql,
      dataDir,
      port,
      startServer: async (env) => {
        for (const running of servers) await running.kill();
        const server = await ServerProcess.start({ databaseUrl, dataDir, port, env });
        servers.push(server);
        return server;
      },
      server: async () => {
        const running = servers.at(-1);
        return running?.alive ? running : context.startServer();
      },
    };
    try {
      for (const fault of CASES) await runCase(fault.name, () => fault.run(context));
    } finally {
      for (const server of servers) await server.kill();
      await database.close();
      await sql.end();
    }
  });
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nb-faults-'));
  try {
    if (CASES.length > 0) await killCases(dataDir);
    if (postgresRestartFault.name.includes(ONLY)) {
      await runCase(postgresRestartFault.name, () => postgresRestartFault.run(checks, dataDir));
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
  process.exitCode = results.failed > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  console.log(`\n${results.passed} passed, ${results.failed + 1} failed, ${results.skipped} skipped`);
  process.exit(1);
});
