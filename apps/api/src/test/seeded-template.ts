/**
 * The demo data seeded once per test run and copied for each test file that reads it (the `*.seed.test.ts` files),
 * instead of every such file seeding the whole demo again: a PGlite dump of the seeded database, and on PostgreSQL a
 * seeded template database. The first file that asks makes it (one maker per run: a lock folder for PGlite, an
 * advisory lock on PostgreSQL); the others wait for it. Both are named by the run, so a run never reads another's,
 * and the global set-up's teardown removes them.
 */
import { mkdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Database, databaseOnPglite, newPglite } from '../db/client';
import { pgliteDump, postgresTemplateName } from './migrated-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names this run's seeded copies (set by the global set-up). */
    testRun: string;
  }
}

const folder = path.join(tmpdir(), 'noticeboard-test');

export function seededPglitePath(run: string): string {
  return path.join(folder, `pglite-seeded-${run}.tar`);
}

export function seededPostgresName(run: string): string {
  return `nb_test_seeded_${run}`;
}

/** What the app's start and the demo seed write (the app syncs the shipped catalogue before it serves). */
async function seedInto(database: Database): Promise<void> {
  // Loaded only here: most test files never need the demo and its every module.
  const [{ seedDemo }, { readCatalogueFile, SHIPPED_CATALOGUE_FILE }, { syncCatalogue }] = await Promise.all([
    import('../seed/seed-demo'),
    import('../modules/catalogue/catalogue.file'),
    import('../modules/catalogue/catalogue.repository'),
  ]);
  const catalogue = readCatalogueFile(SHIPPED_CATALOGUE_FILE);
  await database.db.transaction((tx) => syncCatalogue(tx, catalogue));
  if (!(await seedDemo(database.db))) throw new Error('the seeded template was made on a database that had users');
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** The seeded PGlite dump of this run, made by the first caller. */
async function seededPgliteDump(): Promise<Blob> {
  const file = seededPglitePath(inject('testRun'));
  const lock = `${file}.lock`;
  mkdirSync(folder, { recursive: true });
  const maker = await mkdir(lock).then(
    () => true,
    () => false,
  );
  if (maker) {
    const migrated = pgliteDump();
    const client = newPglite(migrated ? { loadDataDir: migrated } : {});
    const database = databaseOnPglite(client);
    if (!migrated) await database.migrate();
    await seedInto(database);
    const dump = await client.dumpDataDir('none');
    await client.close();
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } else {
    for (let waited = 0; !(await exists(file)); waited += 200) {
      if (waited > 180_000) throw new Error(`no seeded PGlite dump at ${file} after 3 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return new Blob([await readFile(file)]);
}

/** A fresh in-memory PGlite with the demo seeded (a copy of this run's seeded dump). */
export async function seededPglite(): Promise<Database> {
  return databaseOnPglite(newPglite({ loadDataDir: await seededPgliteDump() }));
}

/** A pool's connections finish closing a moment after end(); a database in use cannot be renamed or copied. */
export async function untilNobodyIsOn(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const open = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (open.rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The name of this run's seeded template on the server, made by the first caller. */
export async function seededPostgresTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  const name = seededPostgresName(inject('testRun'));
  await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_build`;
    await admin.query(`drop database if exists ${building}`);
    await admin.query(`create database ${building} template ${postgresTemplateName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const database = createDatabase({ databaseUrl: url.toString() });
    try {
      await seedInto(database);
    } finally {
      await database.close();
    }
    await untilNobodyIsOn(admin, building);
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
  }
}

/** Removes a run's seeded copies (the global set-up's teardown). */
export async function removeSeeded(run: string, serverUrl: string | undefined): Promise<void> {
  const file = seededPglitePath(run);
  await rm(file, { force: true });
  await rm(`${file}.lock`, { recursive: true, force: true });
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${seededPostgresName(run)} with (force)`);
  } finally {
    await admin.end();
  }
}
