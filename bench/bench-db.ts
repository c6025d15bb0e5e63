/** Bench databases on the PostgreSQL server: create, name, drop, and bulk-load helpers shared by the seeds. */
import pg from 'pg';

export const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh bench database on the server of `serverUrl` (any database on it; we connect as its user). */
export async function createBenchDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return databaseUrlFor(serverUrl, name);
}

export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropBenchDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/** Drops the non-unique indexes of `tables` (bulk loads are faster without them); returns their definitions. */
export async function dropSecondaryIndexes(client: pg.Client, tables: string[]): Promise<string[]> {
  const found = await client.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
     from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
     where t.relname = any($1) and not x.indisunique and not x.indisprimary`,
    [tables],
  );
  for (const index of found.rows) await client.query(`drop index ${index.name}`);
  return found.rows.map((index) => index.definition);
}

/** A SQL string literal. */
export function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** Runs `work`, prints and records how long it took. */
export function stepTimer(timings: Array<[string, number]>) {
  return async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    const seconds = (performance.now() - started) / 1000;
    timings.push([label, seconds]);
    console.log(`  ${label.padEnd(44)} ${seconds.toFixed(1).padStart(6)} s`);
    return result;
  };
}
