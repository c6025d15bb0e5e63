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

export type Step = ReturnType<typeof stepTimer>;

/**
 * A bulk load: the secondary indexes of `tables` are dropped and the per-row foreign-key triggers skipped while
 * `load` runs (its rows reference each other by construction), then the indexes are rebuilt.
 */
export async function bulkLoad(
  client: pg.Client,
  step: Step,
  tables: string[],
  load: () => Promise<void>,
): Promise<void> {
  const indexes = await dropSecondaryIndexes(client, tables);
  await client.query("set session_replication_role = 'replica'");
  await load();
  await client.query("set session_replication_role = 'origin'");
  await step(`rebuild ${indexes.length} indexes`, async () => {
    for (const definition of indexes) await client.query(definition);
  });
}

/** `count` bench schools ('Bench School k', emails at `domain`), their school accounts and a paid year each. */
export async function seedBenchSchools(client: pg.Client, count: number, domain: string): Promise<void> {
  await client.query(
    `insert into institutes (name, custom_url, email, phone, address_line, pincode, country_code, state_code, city, board, verified)
     select 'Bench School ' || k, 'bench-school-' || k, 'bench-school-' || k || '@' || $2,
       '+9170' || lpad(k::text, 8, '0'), '1 School Road', '560001', 'IN', 'KA', 'Bengaluru', 'CBSE', true
     from generate_series(1, $1::int) k`,
    [count, domain],
  );
  await client.query(
    `insert into users (type, name, email, custom_url, email_verified_at, institute_id)
     select 'INSTITUTE', i.name, i.email, i.custom_url, now(), i.id from institutes i`,
  );
  await client.query(
    `insert into subscriptions (institute_id, kind, starts_at, ends_at)
     select id, 'PAID', now() - interval '30 days', now() + interval '335 days' from institutes`,
  );
}

/**
 * The command line of a bench seed: creates `name`, runs `seed` on it, and drops it again unless `--keep`.
 * Runs only when `moduleUrl` is the script started (the seeds are also imported by the benches).
 */
export function runSeedCommand(moduleUrl: string, name: string, size: unknown, seed: (url: string) => Promise<void>) {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  const main = async () => {
    const keep = process.argv.includes('--keep');
    const started = performance.now();
    console.log(`seeding ${name}:`, size);
    const url = await createBenchDatabase(SERVER_URL, name);
    try {
      await seed(url);
      console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      if (keep) console.log(`kept ${name} (${url})`);
      else await dropBenchDatabase(SERVER_URL, name);
    }
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
