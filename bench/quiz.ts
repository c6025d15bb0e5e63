/**
 * `npm run bench:quiz [-- --reuse] [-- --keep]` (issue 6 §6): leaderboards (TODAY and LAST_30_DAYS, platform and
 * school boards, signed-in students rotating) and quiz submission (each request submits a different IN_PROGRESS
 * session of today's daily quiz) on PostgreSQL seeded with ~1M submitted sessions across 200 schools
 * (bench/seed-quiz.ts), each beside a bare Fastify route (bench/beside-bare.ts).
 *
 * --reuse  bench the database a previous `--keep` left (its today's open sessions are made again); --keep  leave it.
 * BENCH_QUIZ_SUBMITS (15000): open sessions prepared for the submit scenario (one request each).
 */

import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LEADERBOARD_PATHS, QUIZ_PATHS } from '@noticeboard/shared';
import pg from 'pg';
import { createBenchDatabase, databaseUrlFor, dropBenchDatabase, SERVER_URL } from './bench-db';
import { runBesideBare, type Target } from './beside-bare';
import { openBenchApp } from './news-app';
import { PLAYED_SQL, QUIZ_DB_NAME, QUIZ_SEED_SIZE, seedQuizBench, studentEmail, TODAY_SQL } from './seed-quiz';

const READERS = 200;
const SUBMITS = Number(process.env.BENCH_QUIZ_SUBMITS ?? 15_000);

interface OpenSession {
  id: string;
  user_id: string;
  question_ids: string[];
}

async function main(): Promise<void> {
  const reuse = process.argv.includes('--reuse');
  const keep = process.argv.includes('--keep') || reuse;
  let url = databaseUrlFor(SERVER_URL, QUIZ_DB_NAME);
  if (!reuse) {
    console.log(`seeding ${QUIZ_DB_NAME}:`, QUIZ_SEED_SIZE);
    url = await createBenchDatabase(SERVER_URL, QUIZ_DB_NAME);
    await seedQuizBench(url);
  }
  const { readers, open, counts } = await benchData(url);
  const { app, sessions, close } = await openBenchApp(url);
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const cookieOf = new Map<string, Record<string, string>>();
  const userIds = [...new Set([...readers, ...open.map((session) => session.user_id)])];
  for (let start = 0; start < userIds.length; start += 25) {
    await Promise.all(
      userIds.slice(start, start + 25).map(async (userId) => {
        const { accessToken } = await sessions.start(userId);
        cookieOf.set(userId, { cookie: `accessToken=${accessToken}` });
      }),
    );
  }
  const api = (p: string) => `/api${p}`;
  const board = (query: string): Target[] =>
    readers.map((userId) => ({
      path: `${api(LEADERBOARD_PATHS.leaderboard)}?${query}`,
      headers: cookieOf.get(userId) ?? {},
    }));
  const submissions = open.map((session, i) => ({
    cookie: cookieOf.get(session.user_id)?.cookie ?? '',
    body: JSON.stringify({
      quizSessionId: session.id,
      submissionKey: `bench-${session.id}`,
      answers: session.question_ids.map((questionId, q) => ({
        questionId,
        selectedIndex: (i + q) % 5 === 4 ? null : (i + q) % 4,
      })),
    }),
  }));
  const submits = await submitTargets(api(QUIZ_PATHS.submit), submissions);

  await runBesideBare(`Noticeboard quiz bench: ${counts}, ${readers.length} signed-in readers`, appUrl, [
    { name: 'GET leaderboard TODAY, all schools', targets: board('range=TODAY&scope=PLATFORM') },
    { name: 'GET leaderboard LAST_30_DAYS, all schools', targets: board('range=LAST_30_DAYS&scope=PLATFORM') },
    { name: 'GET leaderboard TODAY, own school', targets: board('range=TODAY&scope=INSTITUTE') },
    { name: 'GET leaderboard LAST_30_DAYS, own school', targets: board('range=LAST_30_DAYS&scope=INSTITUTE') },
    { name: `POST quiz submission (${submissions.length} open sessions, one each)`, targets: submits },
  ]);

  await close();
  if (keep) console.log(`kept ${QUIZ_DB_NAME}: rerun with --reuse`);
  else await dropBenchDatabase(SERVER_URL, QUIZ_DB_NAME);
}

/**
 * autocannon cycles every connection through the same target list; the submit scenario instead hands each request
 * the next unused session (bench/quiz-submit-request.cjs). The first (static) one answers the bare twin's sample.
 */
async function submitTargets(path: string, submissions: Array<{ cookie: string; body: string }>): Promise<Target[]> {
  const folder = await mkdtemp(join(tmpdir(), 'nb-bench-quiz-'));
  const file = join(folder, 'submissions.json');
  await writeFile(file, JSON.stringify(submissions));
  await writeFile(`${file}.next`, '1');
  process.env.BENCH_QUIZ_SUBMIT_FILE = file;
  const first = submissions[0] ?? { cookie: '', body: '{}' };
  const dynamic: Target & { setupRequest: string } = {
    method: 'POST',
    path,
    headers: { cookie: first.cookie, 'content-type': 'application/json' },
    body: first.body,
    setupRequest: fileURLToPath(new URL('./quiz-submit-request.cjs', import.meta.url)),
  };
  return [dynamic];
}

/**
 * Readers spread over the schools (players and not), today's open sessions (made again on every run for students
 * who did not play today in the seed, their bench-made results removed first), and what the database holds.
 */
async function benchData(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const per = QUIZ_SEED_SIZE.studentsPerSchool;
    const emails = Array.from({ length: READERS }, (_, k) => studentEmail(1 + k * per + (k % per)));
    const readers = await client.query<{ id: string }>('select id from users where email = any($1)', [emails]);
    if (readers.rows.length === 0) throw new Error(`${QUIZ_DB_NAME} is empty: npm run bench:quiz:seed -- --keep`);
    const today = await client.query<{ id: string }>(
      `select id from quizzes where kind = 'DAILY' and quiz_date = ${TODAY_SQL}`,
    );
    const quizId = today.rows[0]?.id;
    if (!quizId) throw new Error(`${QUIZ_DB_NAME} has no quiz for today (seeded on another day): reseed`);
    const todayIndex = QUIZ_SEED_SIZE.days - 1;
    await client.query('begin');
    await client.query(
      `create temp table bench_pool on commit drop as
       select m.id, m.institute_id, m.student_class, m.section from bench_students m
       where not ${PLAYED_SQL('m.n', String(todayIndex), String(QUIZ_SEED_SIZE.playedPercent / 2))}
       order by hashint8(m.n) limit $1`,
      [SUBMITS],
    );
    await client.query(
      `delete from quiz_daily_scores where day = ${TODAY_SQL} and user_id in (select id from bench_pool)`,
    );
    await client.query('delete from quiz_sessions where quiz_id = $1 and user_id in (select id from bench_pool)', [
      quizId,
    ]);
    const open = await client.query<OpenSession>(
      `insert into quiz_sessions (quiz_id, user_id, institute_id, student_class, section, score_day, question_ids,
         status, started_at, deadline_at)
       select $1, p.id, p.institute_id, p.student_class, p.section, ${TODAY_SQL},
         (select array_agg(id order by position) from quiz_questions where quiz_id = $1),
         'IN_PROGRESS', now() - interval '3 minutes', now() + interval '1 hour'
       from bench_pool p
       returning id, user_id, question_ids`,
      [quizId],
    );
    await client.query('commit');
    await client.query('analyze quiz_sessions, quiz_daily_scores');
    const counted = await client.query<{ sessions: number; days: number; schools: number; students: number }>(
      `select (select count(*) from quiz_sessions where status = 'SUBMITTED')::int as sessions,
              (select count(*) from quiz_daily_scores)::int as days,
              (select count(*) from institutes)::int as schools,
              (select count(*) from users where type = 'CANDIDATE')::int as students`,
    );
    const version = await client.query<{ server_version: string }>('show server_version');
    const c = counted.rows[0];
    return {
      readers: readers.rows.map((row) => row.id),
      open: open.rows,
      counts: `PostgreSQL ${version.rows[0]?.server_version ?? '?'}, ${c?.sessions} submitted sessions, ${c?.days} daily totals, ${c?.students} students in ${c?.schools} schools`,
    };
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
