/** A fresh, migrated database per test file: in-memory PGlite, or a new database on the PostgreSQL server. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database, databaseOnPglite, newPglite } from '../db/client';
import { pgliteDump, postgresTemplateExists, postgresTemplateName } from './migrated-template';
import { seededPglite, seededPostgresTemplate, untilNobodyIsOn } from './seeded-template';

export interface TestDatabase extends Database {
  /** Closes and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** With the demo data already in it (a copy of the run's seeded template, seeded-template.ts). */
  seeded?: boolean;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE === 'postgres' ? process.env.DATABASE_URL : undefined;
  if (!serverUrl) {
    if (options.seeded) {
      const database = await seededPglite();
      return { ...database, destroy: () => database.close() };
    }
    const dump = pgliteDump();
    const database = dump ? databaseOnPglite(newPglite({ loadDataDir: dump })) : createDatabase({});
    if (!dump) await database.migrate();
    return { ...database, destroy: () => database.close() };
  }
  const name = `nb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = options.seeded
    ? await seededPostgresTemplate(admin, serverUrl)
    : (await postgresTemplateExists(admin)) && postgresTemplateName;
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
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
      // Forcing the drop while the pool's connections still say goodbye would cut them: wait (briefly), then drop.
      await untilNobodyIsOn(dropper, name);
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
