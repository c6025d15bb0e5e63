/**
 * One migrated database per test run, copied for each test file instead of migrating again: PGlite boots from a
 * dump of a migrated data directory (no initdb, no migrations: ~0.5 s instead of ~2-4 s), PostgreSQL creates each
 * test database from a migrated template. Both are named by a hash of the migrations, so a changed migration makes a
 * new one and a stale copy is never used.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createDatabase, newPglite } from '../db/client';

const migrationsFolder = path.resolve(import.meta.dirname, '../db/migrations');

function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

const hash = migrationsHash();

/** Where the migrated PGlite dump of these migrations lives. */
export const pgliteDumpPath = path.join(tmpdir(), 'noticeboard-test', `pglite-${hash}.tar`);
/** The PostgreSQL template database of these migrations. */
export const postgresTemplateName = `nb_test_template_${hash}`;

/** Writes the PGlite dump unless this version exists (written to a temporary name first: never half a file). */
export async function preparePgliteDump(): Promise<void> {
  if (existsSync(pgliteDumpPath)) return;
  mkdirSync(path.dirname(pgliteDumpPath), { recursive: true });
  const client = newPglite();
  await migrate(drizzle({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const partial = `${pgliteDumpPath}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, pgliteDumpPath);
}

/** The dump as PGlite's `loadDataDir` wants it, or null when no set-up wrote one (the caller migrates instead). */
export function pgliteDump(): Blob | null {
  return existsSync(pgliteDumpPath) ? new Blob([readFileSync(pgliteDumpPath)]) : null;
}

/** Creates and migrates the template on the server unless it exists. */
export async function preparePostgresTemplate(serverUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (await postgresTemplateExists(admin)) return;
    const building = `${postgresTemplateName}_build_${process.pid}`;
    await admin.query(`drop database if exists ${building}`);
    await admin.query(`create database ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const database = createDatabase({ databaseUrl: url.toString() });
    await database.migrate();
    await database.close();
    // Renamed only once migrated, so a run cut short never leaves a half-migrated template behind.
    await admin.query(`alter database ${building} rename to ${postgresTemplateName}`);
  } finally {
    await admin.end();
  }
}

export async function postgresTemplateExists(admin: pg.Client): Promise<boolean> {
  const found = await admin.query('select 1 from pg_database where datname = $1', [postgresTemplateName]);
  return Boolean(found.rowCount);
}
