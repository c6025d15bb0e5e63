/** A fresh, migrated database per test file: in-memory PGlite, or a new database on the PostgreSQL server. */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createDatabase, type Database, databaseOnPglite } from '../db/client';
import { pgliteDump, postgresTemplateExists, postgresTemplateName } from './migrated-template';

export interface TestDatabase extends Database {
  /** Closes and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE === 'postgres' ? process.env.DATABASE_URL : undefined;
  if (!serverUrl) {
    const dump = pgliteDump();
    const database = dump ? databaseOnPglite(new PGlite({ loadDataDir: dump })) : createDatabase({});
    if (!dump) await database.migrate();
    return { ...database, destroy: () => database.close() };
  }
  const name = `nb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = await postgresTemplateExists(admin);
  await admin.query(template ? `create database ${name} template ${postgresTemplateName}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = createDatabase({ databaseUrl: url.toString() });
  if (!template) await database.migrate();
  return {
    ...database,
    destroy: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      // The pool's connections finish closing a moment after end(); forcing the drop earlier would
      // cut them mid-goodbye. Wait for them (briefly), then drop.
      for (let attempt = 0; attempt < 50; attempt++) {
        const open = await dropper.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (open.rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
