/**
 * `npm run bench:analytics` (issue 21 §2): a school of 5,000 students with a year of activity (reads, daily quiz
 * totals, MCQ practice, posts, comments, reports handled, bank questions, assignments and attempts, seeded set-based
 * with generate_series), rolled up by the analytics job's backfill, then GET /api/analytics?range=LAST_365_DAYS at
 * 50 connections beside a bare Fastify route (bench/beside-bare.ts). Goal: p99 < 100 ms. A school's view is kept
 * 5 s (one load per school and range at a time), so the run measures mostly hits; the cost of a miss (the rollup
 * read and the charts built) is timed on its own, as are the year's backfill and the job's 3-day and 35-day rounds.
 * PostgreSQL at DATABASE_URL: a fresh database `bench_analytics`, dropped at the end (--keep leaves it).
 */
import pg from 'pg';
import { createDatabase } from '../apps/api/src/db/client';
import { backfillSchools, recomputeRecent } from '../apps/api/src/modules/analytics/analytics.job';
import { presentSchool } from '../apps/api/src/modules/analytics/analytics.presenter';
import { schoolRows } from '../apps/api/src/modules/analytics/analytics.repository';
import { windowOf } from '../apps/api/src/modules/analytics/analytics.service';
import { buildInstitute } from '../apps/api/src/test/factories';
import { createBenchDatabase, dropBenchDatabase, SERVER_URL, stepTimer } from './bench-db';
import { runBesideBare, type Target } from './beside-bare';
import { openBenchApp } from './news-app';

const DB_NAME = 'bench_analytics';
const STUDENTS = Number(process.env.BENCH_ANALYTICS_STUDENTS ?? 5_000);
const DAYS = 365;
const ARTICLES = 2_000;
const QUESTIONS = 500;
const GOAL_MS = 100;
const CLASSES = ['THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT', 'NINE', 'TEN', 'ELEVEN', 'TWELVE'];

async function seed(client: pg.Client, instituteId: string, step: ReturnType<typeof stepTimer>) {
  await step(`${STUDENTS} students in ${CLASSES.length} classes, 20 teachers`, async () => {
    await client.query(
      `insert into users (type, name, email, custom_url, institute_id, student_class, section, date_of_birth)
       select 'CANDIDATE', 'Student ' || n, 'student-' || n || '@analytics.test', 'student-' || n, $1,
         ($2::text[])[1 + n % 10]::student_class, 'A', '2013-06-01'
       from generate_series(1, $3) n`,
      [instituteId, CLASSES, STUDENTS],
    );
    await client.query(
      `insert into users (type, user_type, name, email, custom_url, institute_id)
       select 'INDIVIDUAL', 'FACULTY', 'Teacher ' || n, 'teacher-' || n || '@analytics.test', 'teacher-' || n, $1
       from generate_series(1, 20) n`,
      [instituteId],
    );
    await client.query(
      `create temporary table bench_students as
       select row_number() over (order by id) as n, id, student_class from users
       where institute_id = $1 and type = 'CANDIDATE'`,
      [instituteId],
    );
  });
  await step(`${ARTICLES} articles`, async () => {
    const publisher = await client.query<{ id: string }>(
      `insert into publishers (slug, name, default_category) values ('bench-daily', 'Bench Daily', 'SPORTS') returning id`,
    );
    await client.query(
      `insert into articles (slug, publisher_id, guid, title, summary, content_html, content_text, category,
         word_count, reading_minutes, published_at)
       select 'bench-' || n, $1, 'guid-' || n, 'Article ' || n, 'Summary', '<p>Text</p>', 'Text',
         (enum_range(null::topic_category))[1 + n % 11], 300, 2, now() - (n % 365) * interval '1 day'
       from generate_series(1, $2) n`,
      [publisher.rows[0]?.id, ARTICLES],
    );
  });
  await step('article views (a year: 6 in 10 students read 2 a day)', () =>
    client.query(
      `with a as (select array_agg(id) as ids from articles)
       insert into article_views (article_id, user_id, view_type, viewed_at)
       select a.ids[1 + floor(random() * ${ARTICLES})::int], s.id, 'VIEW',
         date_trunc('day', now()) - d * interval '1 day' + random() * interval '20 hours'
       from bench_students s cross join generate_series(0, ${DAYS - 1}) d cross join generate_series(1, 2) r cross join a
       where random() < 0.6`,
    ),
  );
  await step('daily quiz totals (half the students a day)', () =>
    client.query(
      `insert into quiz_daily_scores (user_id, day, institute_id, student_class, section, quizzes_played, score,
         attempted, right_answers, wrong_answers, skipped, time_taken_seconds, last_submitted_at)
       select s.id, (now() at time zone 'Asia/Kolkata')::date - d, $1, s.student_class, 'A', 1, sc, 10, sc, 10 - sc,
         0, 120, now() - d * interval '1 day'
       from bench_students s cross join generate_series(0, ${DAYS - 1}) d
         cross join lateral (select floor(random() * 11)::int as sc) x
       where random() < 0.5`,
      [instituteId],
    ),
  );
  await step(`${QUESTIONS} bank questions, 60 answered per student`, async () => {
    await client.query(
      `insert into bank_questions (institute_id, stem, options, answer_index, explanation, difficulty, board,
         student_class, subject_name, status, created_at)
       select $1, 'Question ' || n, array['A', 'B', 'C', 'D'], 1, 'Because', 'EASY', 'CBSE',
         ($2::text[])[1 + n % 10]::student_class, 'Science', 'APPROVED', now() - (n % 365) * interval '1 day'
       from generate_series(1, ${QUESTIONS}) n`,
      [instituteId, CLASSES],
    );
    await client.query(
      `with q as (select array_agg(id order by id) as ids from bank_questions)
       insert into mcq_attempts (user_id, question_id, selected_index, correct, attempts, first_answered_at, answered_at)
       select s.id, q.ids[1 + (k * 7 + s.n::int) % ${QUESTIONS}], 1, random() < 0.7, 1, t, t
       from bench_students s cross join generate_series(1, 60) k cross join q
         cross join lateral (select now() - random() * interval '364 days' as t) x`,
    );
  });
  await step('posts, comments and reports (a year)', async () => {
    await client.query(
      `insert into posts (slug, author_id, institute_id, post_type, category, category_slug, description_html,
         description_text, created_at)
       select 'post-' || d || '-' || k, s.id, $1, 'PHOTOS', 'Events', 'events', '<p>Hi</p>', 'Hi',
         now() - d * interval '1 day' - k * interval '7 minutes'
       from generate_series(0, ${DAYS - 1}) d cross join generate_series(1, 20) k
         join bench_students s on s.n = 1 + (d * 20 + k) % ${STUDENTS}`,
      [instituteId],
    );
    await client.query(
      `insert into post_comments (post_id, author_id, text, created_at)
       select p.id, s.id, 'Well done', p.created_at + k * interval '13 minutes'
       from posts p cross join generate_series(1, 3) k
         join bench_students s on s.n = 1 + (abs(hashtext(p.slug)) + k) % ${STUDENTS}`,
    );
    await client.query(
      `insert into post_reports (post_id, reporter_id, institute_id, reason, status, acted_at, created_at)
       select p.id, s.id, $1, 'SPAM', 'IGNORED', p.created_at + (1 + abs(hashtext(p.slug)) % 48) * interval '1 hour',
         p.created_at + interval '5 minutes'
       from posts p join bench_students s on s.n = 1 + abs(hashtext(p.slug || 'r')) % ${STUDENTS}
       where abs(hashtext(p.slug)) % 10 = 0`,
      [instituteId],
    );
  });
  await step('200 assignments, 100 attempts each', async () => {
    await client.query(
      `insert into assignments (institute_id, code, custom_url, type, title, student_class, state, opens_at, closes_at,
         published_at, total_marks)
       select $1, 'BENCH-' || n, 'bench-' || n, 'ASSESSMENT', 'Test ' || n, ($2::text[])[1 + n % 10]::student_class,
         'PUBLISHED', t, t + interval '3 days', t, 20
       from generate_series(1, 200) n cross join lateral (select now() - (n * 1.8) * interval '1 day' as t) x`,
      [instituteId, CLASSES],
    );
    await client.query(
      `insert into assignment_attempts (assignment_id, institute_id, candidate_id, student_class, status, started_at,
         deadline_at, submitted_at, question_order, score, max_score)
       select g.id, g.institute_id, s.id, s.student_class, 'GRADED', g.published_at, g.closes_at,
         g.published_at + interval '1 hour', '{}', floor(random() * 21)::int, 20
       from assignments g cross join generate_series(1, 100) k
         join bench_students s on s.n = 1 + (abs(hashtext(g.code)) + k * 37) % ${STUDENTS}`,
    );
  });
  await client.query('analyze');
}

async function main(): Promise<void> {
  const keep = process.argv.includes('--keep');
  const url = await createBenchDatabase(SERVER_URL, DB_NAME);
  const database = createDatabase({ databaseUrl: url });
  await database.migrate();
  const { db } = database;
  const timings: Array<[string, number]> = [];
  const step = stepTimer(timings);

  console.log(`seeding ${DB_NAME}: one school of ${STUDENTS} students, ${DAYS} days of activity`);
  const school = await buildInstitute(db, 'Bench Analytics School');
  const other = await buildInstitute(db, 'Bench Other School');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await seed(client, school.institute.id, step);
  const counts = await client.query<{ name: string; rows: string }>(
    `select 'article_views' as name, count(*)::text as rows from article_views
     union all select 'quiz_daily_scores', count(*)::text from quiz_daily_scores
     union all select 'mcq_attempts', count(*)::text from mcq_attempts
     union all select 'posts + comments', ((select count(*) from posts) + (select count(*) from post_comments))::text
     union all select 'assignment_attempts', count(*)::text from assignment_attempts`,
  );
  for (const row of counts.rows)
    console.log(`  raw ${row.name.padEnd(24)} ${Number(row.rows).toLocaleString('en-IN')}`);

  const now = new Date();
  await step('rollup: a year backfilled (two schools)', () => backfillSchools(db, now));
  await step('rollup: the job’s 3-day round', () => recomputeRecent(db, now));
  await step('rollup: the 35-day settle round', () => recomputeRecent(db, now, 35));
  const rollupRows = await client.query<{ rows: string }>(
    `select count(*)::text as rows from analytics_daily where institute_id = $1`,
    [school.institute.id],
  );
  console.log(`  rollup rows for the school: ${Number(rollupRows.rows[0]?.rows ?? 0).toLocaleString('en-IN')}`);
  await client.query('analyze');

  // A cache miss: the rollup read and the charts built, one after another.
  const window = windowOf('LAST_365_DAYS', now);
  const misses: number[] = [];
  for (let round = 0; round < 30; round += 1) {
    const started = performance.now();
    presentSchool(window, await schoolRows(db, school.institute.id, window.from, window.to, 'MONTH'));
    misses.push(performance.now() - started);
  }
  misses.sort((a, b) => a - b);
  const at = (share: number) => misses[Math.min(misses.length - 1, Math.floor(share * misses.length))] ?? 0;
  console.log(`  a cache miss (LAST_365_DAYS, 30 in a row): p50 ${at(0.5).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`);
  const version = await client.query<{ server_version: string }>('show server_version');
  await client.end();

  const { app, sessions, close } = await openBenchApp(url);
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const cookie = `accessToken=${(await sessions.start(school.account.id)).accessToken}`;
  const otherCookie = `accessToken=${(await sessions.start(other.account.id)).accessToken}`;
  const year: Target[] = [{ path: '/api/analytics?range=LAST_365_DAYS', headers: { cookie } }];
  const mixed: Target[] = ['LAST_365_DAYS', 'LAST_90_DAYS', 'LAST_30_DAYS', 'LAST_7_DAYS', 'TODAY'].flatMap((range) => [
    { path: `/api/analytics?range=${range}`, headers: { cookie } },
    { path: `/api/analytics?range=${range}`, headers: { cookie: otherCookie } },
  ]);
  const rows = await runBesideBare(
    `Noticeboard analytics bench: PostgreSQL ${version.rows[0]?.server_version ?? '?'}, ${STUDENTS} students, ${DAYS} days`,
    appUrl,
    [
      { name: 'GET /analytics?range=LAST_365_DAYS (school of 5,000)', targets: year },
      { name: 'GET /analytics, five ranges, two schools', targets: mixed },
    ],
  );
  const slow = rows.filter((row) => row.rps === 0 || row.p99 >= GOAL_MS).map((row) => row.scenario);
  console.log(`analytics goal p99 < ${GOAL_MS} ms: ${slow.length === 0 ? 'met' : `missed by ${slow.join(', ')}`}`);

  await close();
  await database.close();
  if (keep) console.log(`kept ${DB_NAME}`);
  else await dropBenchDatabase(SERVER_URL, DB_NAME);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
