/** The database: embedded PGlite by default, a PostgreSQL server when DATABASE_URL is set. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query builder both drivers share; repositories take this (or a transaction of it). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction on it: repositories accept both. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; in memory when omitted. */
  dataDir?: string | undefined;
}

export function createDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection can be cut by the server (restart, failover); without a listener that error
    // would crash the process. The pool drops the broken client and opens a new one on demand.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    // A connection cut while checked out (inside a transaction, between its statements) emits on the client, where
    // the pool does not listen: the statement waiting on it fails and rolls back, the process must not die.
    pool.on('connect', (client) => {
      client.on('error', (error) => console.error(`PostgreSQL connection lost mid-request: ${error.message}`));
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  return databaseOnPglite(newPglite(dir ? { dataDir: dir } : {}));
}

/** A PGlite with the extensions the migrations create (pg_trgm: global search's typo matching). */
export function newPglite(options: PGliteOptions = {}): PGlite {
  return new PGlite({ ...options, extensions: { ...options.extensions, pg_trgm } });
}

/** A Database over a PGlite client the caller made (tests boot one from a migrated dump). */
export function databaseOnPglite(client: PGlite): Database {
  const pgliteDb = drizzlePglite({ client, schema });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
