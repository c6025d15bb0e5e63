/**
 * A bulk student import under kill -9: the sample CSV (docs/samples) grown to a few thousand rows is uploaded by
 * the school account, and the server is killed while the import's transaction is inserting students (seen in
 * pg_stat_activity). After a restart the school has every row of the file or none, with a set-password link for
 * each student it has; the same upload again imports the whole file once.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildInstitute, TEST_PASSWORD } from '../src/test/factories';
import { signIn, upload } from './http';
import type { FaultCase, FaultContext } from './run';
import { sleep } from './server-process';

const ROWS = 4_000;
const DOMAIN = 'fault-import.test';
const sample = path.resolve(import.meta.dirname, '../../../docs/samples/students-sample.csv');

/** The sample file's rows repeated with fresh names and emails (same columns, classes, dates, parents). */
function bigCsv(): Buffer {
  const [header, ...rows] = readFileSync(sample, 'utf8').trim().split(/\r?\n/);
  const lines = [header];
  for (let index = 0; index < ROWS; index++) {
    const cells = (rows[index % rows.length] as string).split(',');
    cells[0] = `Fault Student ${index}`;
    cells[1] = `student${index}@${DOMAIN}`;
    cells[4] = `F-${index}`;
    if (cells[7]) cells[7] = `parent${index}@${DOMAIN}`;
    lines.push(cells.join(','));
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function imported(context: FaultContext, instituteId: string) {
  const found = await context.sql.query<{ students: number; links: number }>(
    `select count(*)::int as students,
       (select count(*)::int from one_time_links l join users u on u.id = l.user_id
        where u.institute_id = $1 and u.email like $2 and l.purpose = 'SET_PASSWORD') as links
     from users where institute_id = $1 and email like $2`,
    [instituteId, `%@${DOMAIN}`],
  );
  return found.rows[0] ?? { students: -1, links: -1 };
}

/** Resolves once a transaction of this database is inserting students (the import is half-way). */
async function insertingStudents(context: FaultContext, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const found = await context.sql.query(
      `select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
         and xact_start is not null and query ilike 'insert into "users"%'`,
    );
    if (found.rowCount) return true;
    await sleep(5);
  }
  return false;
}

export const importFault: FaultCase = {
  name: `bulk import: kill -9 inside the transaction of a ${ROWS}-row CSV`,
  async run(context) {
    let server = await context.server();
    const school = await buildInstitute(context.database.db, 'Fault Import School');
    const file = bigCsv();
    let account = await signIn(server.url, 'institute', school.account.email, TEST_PASSWORD);
    const request = upload(account, '/candidates/import', file, 'students.csv', 'text/csv').catch(
      (error: unknown) => error,
    );
    const caught = await insertingStudents(context, 60_000);
    await server.kill();
    const answer = await request;
    const acknowledged = typeof answer === 'object' && answer !== null && 'status' in answer && answer.status === 201;
    context.expect(
      'the kill came while the import was inserting students',
      caught && !acknowledged,
      answer instanceof Error ? answer.message : JSON.stringify(answer).slice(0, 400),
    );

    server = await context.startServer();
    const after = await imported(context, school.institute.id);
    console.log(`  after the restart: ${after.students} students, ${after.links} set-password links`);
    context.expect(
      'all or nothing: the school has none of the file’s students, or all of them with their links',
      (after.students === 0 && after.links === 0) || (after.students === ROWS && after.links === ROWS),
      JSON.stringify(after),
    );
    account = await signIn(server.url, 'institute', school.account.email, TEST_PASSWORD);
    const again = await upload(account, '/candidates/import', file, 'students.csv', 'text/csv');
    const expectedStatus = after.students === 0 ? 201 : 422;
    const final = await imported(context, school.institute.id);
    context.expect(
      'the same upload after the restart imports the whole file exactly once',
      again.status === expectedStatus && final.students === ROWS && final.links === ROWS,
      `${again.status} ${again.message} ${JSON.stringify(again.body).slice(0, 300)} ${JSON.stringify(final)}\n${server.logTail(8)}`,
    );
  },
};
