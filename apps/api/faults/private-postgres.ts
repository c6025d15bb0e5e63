/**
 * A throwaway PostgreSQL cluster of our own (initdb + pg_ctl in a temporary folder, on a free port), so a test
 * may stop and start it without touching the machine's shared server. PostgreSQL refuses to run as root: as
 * root the tools run as the `postgres` OS user through runuser.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './server-process';

function binaries(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(base, version, 'bin')).find((bin) => existsSync(`${bin}/pg_ctl`));
  if (!found) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  return found;
}

export class PrivatePostgres {
  private constructor(
    private readonly bin: string,
    private readonly folder: string,
    readonly port: number,
  ) {}

  private get dataDir(): string {
    return path.join(this.folder, 'data');
  }

  /** The URL of a database on this cluster. */
  urlOf(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  private run(tool: string, args: string[]): void {
    const command = path.join(this.bin, tool);
    const asRoot = process.getuid?.() === 0;
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    execFileSync(file, argv, { stdio: 'pipe', timeout: 60_000 });
  }

  static async create(): Promise<PrivatePostgres> {
    const folder = mkdtempSync(path.join(tmpdir(), 'nb-faults-pg-'));
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
      chownSync(folder, uid, gid);
    }
    const cluster = new PrivatePostgres(binaries(), folder, await freePort());
    cluster.run('initdb', ['-D', cluster.dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    cluster.start();
    return cluster;
  }

  start(): void {
    const options = `-p ${this.port} -k ${this.folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
    this.run('pg_ctl', ['-D', this.dataDir, '-l', path.join(this.folder, 'server.log'), '-o', options, '-w', 'start']);
  }

  /** Stops the cluster: `immediate` is a crash (no checkpoint, recovery at the next start). */
  stop(mode: 'fast' | 'immediate'): void {
    this.run('pg_ctl', ['-D', this.dataDir, '-m', mode, '-w', 'stop']);
  }

  async createDatabase(name: string): Promise<string> {
    const admin = new pg.Client({ connectionString: this.urlOf('postgres') });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    return this.urlOf(name);
  }

  destroy(): void {
    try {
      this.stop('immediate');
    } catch {
      // Already stopped.
    }
    rmSync(this.folder, { recursive: true, force: true });
  }
}
