/**
 * `npx tsx bench/assembly.ts` (issue 19 §1): the morning assembly bulletin read as `/school-news-events` reads it — by a
 * visitor (no names) and by a member of the school (first names of birthdays and toppers) — beside a bare Fastify
 * route (bench/beside-bare.ts, 50 connections). A school with 500 students, 20 with a birthday today, yesterday's quiz
 * played by all, and a bulletin out now. PostgreSQL at DATABASE_URL: a fresh database `bench_assembly`, dropped at
 * the end (--keep leaves it).
 */
import { ASSEMBLY_PATHS } from '@noticeboard/shared';
import pg from 'pg';
import { createDatabase } from '../apps/api/src/db/client';
import { insertBulletin, saveSettings } from '../apps/api/src/modules/assembly/assembly.repository';
import { DEFAULT_SETTINGS } from '../apps/api/src/modules/assembly/assembly-defaults';
import { addDays, instantOf, localDayOf } from '../apps/api/src/modules/assembly/assembly-schedule';
import { composeBulletin } from '../apps/api/src/modules/assembly/bulletin-maker';
import { insertArticle, insertPublisher } from '../apps/api/src/modules/news/audio/audio-test-kit';
import { buildInstitute } from '../apps/api/src/test/factories';
import { createBenchDatabase, dropBenchDatabase, SERVER_URL } from './bench-db';
import { runBesideBare } from './beside-bare';
import { openBenchApp } from './news-app';

const DB_NAME = 'bench_assembly';
const STUDENTS = 500;
const BIRTHDAYS = 20;

async function main(): Promise<void> {
  const keep = process.argv.includes('--keep');
  const url = await createBenchDatabase(SERVER_URL, DB_NAME);
  const database = createDatabase({ databaseUrl: url });
  await database.migrate();
  const { db } = database;
  const now = new Date();
  const today = localDayOf(now, DEFAULT_SETTINGS.timeZone);

  console.log(`seeding ${DB_NAME}: ${STUDENTS} students, ${BIRTHDAYS} birthdays today, a bulletin out now`);
  const school = await buildInstitute(db, 'Bench Assembly School');
  const publisher = await insertPublisher(db);
  const categories = [
    'ENVIRONMENT',
    'SPORTS',
    'HEALTH',
    'TECHNOLOGY_AND_INNOVATION',
    'EDUCATION_AND_RESEARCH',
  ] as const;
  for (let n = 0; n < 40; n++) {
    await insertArticle(db, {
      title: `Bench story ${n + 1}`,
      publisherId: publisher.id,
      category: categories[n % categories.length],
      age: 60 + n,
    });
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const students = await client.query<{ id: string }>(
    `insert into users (type, name, email, custom_url, password_hash, email_verified_at, institute_id, student_class,
       section, date_of_birth)
     select 'CANDIDATE', 'Bench student ' || n, 'bench-student-' || n || '@bench.test', 'bench-student-' || n,
       (select password_hash from users where id = $1), now(), $2, 'EIGHT', 'A',
       case when n <= $4 then ($5::date - interval '13 years')::date else date '2013-01-15' + (n % 300) end
     from generate_series(1, $3) n returning id`,
    [school.account.id, school.institute.id, STUDENTS, BIRTHDAYS, today],
  );
  await client.query(
    `insert into parent_consents (institute_id, student_id, parent_name, parent_email, status)
     select $1, id, 'Bench parent', 'parent-' || id || '@bench.test', 'GRANTED' from users where id = any($2)`,
    [school.institute.id, students.rows.map((row) => row.id)],
  );
  await client.query(
    `insert into quiz_daily_scores (user_id, day, institute_id, student_class, section, score, last_submitted_at)
     select id, $2::date, $1, 'EIGHT', 'A', (hashtext(id::text) & 63), now() from users where id = any($3)`,
    [school.institute.id, addDays(today, -1), students.rows.map((row) => row.id)],
  );
  const settings = { ...DEFAULT_SETTINGS, schoolDays: [1, 2, 3, 4, 5, 6, 7] };
  await saveSettings(db, { instituteId: school.institute.id, ...settings, updatedBy: null });
  // Today's bulletin, gone out an hour ago whatever the time of the run.
  const assemblyAt = new Date(
    Math.min(now.getTime() - 3_600_000, instantOf(today, '08:00', settings.timeZone).getTime()),
  );
  await insertBulletin(db, await composeBulletin(db, school.institute.id, settings, { day: today, assemblyAt }, now));
  await client.query('analyze');
  const version = await client.query<{ server_version: string }>('show server_version');
  await client.end();

  const { app, sessions, close } = await openBenchApp(url);
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const memberCookies = await Promise.all(
    students.rows.slice(0, 100).map(async (row) => `accessToken=${(await sessions.start(row.id)).accessToken}`),
  );
  const customUrl = school.institute.customUrl;

  await runBesideBare(
    `Noticeboard assembly bench: PostgreSQL ${version.rows[0]?.server_version ?? '?'}, ${STUDENTS} students, ${BIRTHDAYS} birthdays`,
    appUrl,
    [
      {
        name: 'GET the bulletin as a visitor (no names)',
        targets: [{ path: `/api${ASSEMBLY_PATHS.bulletin}?customUrl=${customUrl}`, headers: {} }],
      },
      {
        name: 'GET the unread count as a member (a signed-in route, for comparison)',
        targets: memberCookies.map((cookie) => ({ path: '/api/notifications/unread-count', headers: { cookie } })),
      },
      {
        name: 'GET the bulletin as a member (birthdays and toppers named)',
        targets: memberCookies.map((cookie) => ({ path: `/api${ASSEMBLY_PATHS.bulletin}`, headers: { cookie } })),
      },
    ],
  );

  await close();
  await database.close();
  if (keep) console.log(`kept ${DB_NAME}`);
  else await dropBenchDatabase(SERVER_URL, DB_NAME);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
