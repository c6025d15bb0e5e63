/**
 * The real API process for fault tests: `apps/api/src/server.ts` under the tsx command as `npm start` runs it, on a
 * free loopback port, with its own data folder and database. tsx runs the server in a child process, so the
 * pair gets a process group of its own and SIGKILL goes to the whole group: the server itself dies at once.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const serverEntry = path.join(root, 'apps/api/src/server.ts');
const tsx = path.join(root, 'node_modules/.bin/tsx');
export const FAULT_JWT_SECRET = 'fault-tests-secret-that-is-long-enough-for-hs256';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until nothing listens on the port (a killed server's socket is gone). */
async function portFreed(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const listening = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (!listening) return;
    await sleep(100);
  }
  throw new Error(`port ${port} is still taken`);
}

export interface ServerOptions {
  databaseUrl: string;
  dataDir: string;
  port: number;
  env?: Record<string, string>;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ServerProcess {
  private exited: Promise<number | null>;
  private exitCode: number | null | undefined;

  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    private readonly logFile: string,
  ) {
    this.exited = new Promise((resolve) =>
      child.once('exit', (code) => {
        this.exitCode = code;
        resolve(code);
      }),
    );
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  get alive(): boolean {
    return this.exitCode === undefined;
  }

  /** Starts the server and waits until `/api/ready` answers 200 (migrations done, database reachable). */
  static async start(options: ServerOptions): Promise<ServerProcess> {
    const logFile = path.join(options.dataDir, `server-${Date.now()}.log`);
    const log = openSync(logFile, 'a');
    await portFreed(options.port);
    const child = spawn(tsx, [serverEntry], {
      cwd: root,
      detached: true,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(options.port),
        PUBLIC_URL: `http://127.0.0.1:${options.port}`,
        DATA_DIR: options.dataDir,
        DATABASE_URL: options.databaseUrl,
        REDIS_URL: '',
        JWT_SECRET: FAULT_JWT_SECRET,
        JOBS_ENABLED: 'false',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        ...options.env,
      },
    });
    const server = new ServerProcess(child, `http://127.0.0.1:${options.port}`, logFile);
    await server.waitReady(180_000);
    return server;
  }

  async waitReady(timeoutMs: number): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (!this.alive) throw new Error(`server exited (${this.exitCode}) before it was ready:\n${this.logTail()}`);
      const status = await fetch(`${this.url}/api/ready`, { signal: AbortSignal.timeout(2_000) })
        .then((response) => response.status)
        .catch(() => 0);
      if (status === 200) return;
      await sleep(200);
    }
    throw new Error(`server not ready after ${timeoutMs} ms:\n${this.logTail()}`);
  }

  /** kill -9: no graceful shutdown, no flush, in-flight requests cut. */
  async kill(): Promise<void> {
    if (!this.alive) return;
    process.kill(-this.pid, 'SIGKILL');
    await this.exited;
  }

  /** A graceful stop (SIGTERM), for the end of a run. */
  async stop(): Promise<void> {
    if (!this.alive) return;
    process.kill(-this.pid, 'SIGTERM');
    const stopped = await Promise.race([this.exited.then(() => true), sleep(15_000).then(() => false)]);
    if (!stopped) await this.kill();
  }

  logTail(lines = 30): string {
    try {
      return readFileSync(this.logFile, 'utf8').split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }
}
