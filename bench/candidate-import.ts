/**
 * `npm run bench:import`: a 10,000-student CSV upload (rows per second), then the student list with
 * filters over 50,000 students of one school (p50/p99 of ~200 requests per scenario, via app.inject).
 * Uses PostgreSQL when DATABASE_URL is set (a fresh database), else embedded PGlite.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SECTION_TYPES, STUDENT_CLASSES } from '@noticeboard/shared';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import type { Db } from '../apps/api/src/db/client';
import { users } from '../apps/api/src/db/schema';
import type { Mail, Mailer } from '../apps/api/src/lib/mailer';
import { uniformLimits } from '../apps/api/src/test/build-test-app';
import { buildInstitute } from '../apps/api/src/test/factories';
import { signIn } from '../apps/api/src/test/session';
import { createTestDatabase } from '../apps/api/src/test/test-database';

const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const LIST_STUDENTS = Number(process.env.BENCH_LIST_STUDENTS ?? 50_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

/** Counts mails instead of writing them: the import is measured, not the outbox's disk. */
class CountingMailer implements Mailer {
  sent = 0;
  async send(_mail: Mail): Promise<void> {
    this.sent += 1;
  }
}

function importCsv(rows: number): Buffer {
  const header = ['name', 'email', 'class', 'section', 'rollNumber', 'dateOfBirth', 'parentName', 'parentEmail'];
  const data = Array.from({ length: rows }, (_, i) => [
    `Bench Student ${i}`,
    `bench${i}@import.test`,
    String(3 + (i % 10)),
    SECTION_TYPES[1 + (i % 7)] as string,
    `B-${i}`,
    i % 2 === 0 ? '2013-05-05' : '',
    i % 2 === 0 ? `Parent ${i}` : '',
    i % 2 === 0 ? `parent${i}@import.test` : '',
  ]);
  return Buffer.from(Papa.unparse([header, ...data]));
}

function multipart(file: Buffer): { payload: Buffer; contentType: string } {
  const boundary = `----bench${randomBytes(6).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="class.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Batched inserts straight into the table: only the list is timed, not the seeding. */
async function seedStudents(db: Db, instituteId: string, count: number): Promise<void> {
  const batch = 1000;
  for (let start = 0; start < count; start += batch) {
    const values = Array.from({ length: Math.min(batch, count - start) }, (_, k) => {
      const i = start + k;
      return {
        type: 'CANDIDATE' as const,
        name: `Pupil ${String(i).padStart(6, '0')} ${['Rao', 'Iyer', 'Khan', 'Das', 'Nair'][i % 5]}`,
        email: `pupil${i}@list.test`,
        customUrl: `pupil-${i}`,
        instituteId,
        studentClass: STUDENT_CLASSES[i % STUDENT_CLASSES.length],
        section: SECTION_TYPES[i % SECTION_TYPES.length],
        rollNumber: `L-${i}`,
      };
    });
    await db.insert(users).values(values);
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main(): Promise<void> {
  process.env.TEST_DATABASE = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nb-bench-import-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir },
    { jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-signing', webDist: undefined },
  );
  const mailer = new CountingMailer();
  const app = await buildApp({ config, database, mailer, rateLimits: uniformLimits(10_000_000) });
  await app.ready();
  console.log(`database: ${database.kind}`);

  const importer = await buildInstitute(database.db, 'Import Bench School');
  const importerSession = await signIn(app, 'institute', importer.account.email);
  const { payload, contentType } = multipart(importCsv(IMPORT_ROWS));
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/candidates/import',
    headers: { 'content-type': contentType, cookie: importerSession.cookie },
    payload,
  });
  const seconds = (performance.now() - started) / 1000;
  if (response.statusCode !== 201)
    throw new Error(`import failed: ${response.statusCode} ${response.body.slice(0, 300)}`);
  console.log(
    `import: ${IMPORT_ROWS} rows in ${seconds.toFixed(2)} s = ${Math.round(IMPORT_ROWS / seconds)} rows/s (${(payload.length / 1024).toFixed(0)} KB CSV)`,
  );

  const lister = await buildInstitute(database.db, 'List Bench School');
  const seedStart = performance.now();
  await seedStudents(database.db, lister.institute.id, LIST_STUDENTS);
  await database.db.execute(sql`analyze users`);
  console.log(`seeded ${LIST_STUDENTS} students in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const listerSession = await signIn(app, 'institute', lister.account.email);

  const scenarios: Array<[string, string]> = [
    ['first page, by class', ''],
    ['class + section', 'studentClass=EIGHT&section=B'],
    ['class, sorted by name', 'studentClass=TEN&sort=name'],
    ['search by name', 'search=Pupil%20004'],
    ['search by roll number + class', 'search=L-123&studentClass=SIX'],
    ['page 200 of everyone', 'page=200'],
    ['removed students', 'status=REMOVED'],
  ];
  console.log(`\nlist over ${LIST_STUDENTS} students, ${REQUESTS} requests each (ms):`);
  console.log('scenario                          p50     p99   total');
  for (const [label, query] of scenarios) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: `/api/candidates?${query}`,
        headers: { cookie: listerSession.cookie },
      });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode}`);
      total = res.json().body.totalElements;
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(32)} ${percentile(times, 50).toFixed(1).padStart(6)} ${percentile(times, 99).toFixed(1).padStart(7)} ${String(total).padStart(7)}`,
    );
  }
  console.log(`\nset-password mails sent after the import: ${mailer.sent}`);

  await app.close();
  // Let the pool's clients finish closing before the database is dropped under them.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await database.destroy();
  await rm(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
