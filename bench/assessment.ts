/**
 * `npm run bench:assessment` (issue 18 §5): 500 students of one school saving answers to one timed assessment at once
 * (each request the next student's next question, a growing sequence so every save is stored), and handing in
 * (each request a different attempt with ten saved answers), each beside a bare Fastify route (bench/beside-bare.ts,
 * 50 connections). PostgreSQL at DATABASE_URL: a fresh database `bench_attempt`, dropped at the end (--keep leaves it).
 *
 * BENCH_ATTEMPT_HAND_INS (20000): attempts prepared for the hand-in scenario (one request each).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ASSESSMENT_ATTEMPT_PATHS, attemptPath } from '@noticeboard/shared';
import pg from 'pg';
import { createDatabase } from '../apps/api/src/db/client';
import { publishAssignment } from '../apps/api/src/modules/assessment/attempt-test-kit';
import { buildInstitute } from '../apps/api/src/test/factories';
import { createBenchDatabase, dropBenchDatabase, SERVER_URL } from './bench-db';
import { runBesideBare, type Target } from './beside-bare';
import { openBenchApp } from './news-app';

const DB_NAME = 'bench_attempt';
const STUDENTS = 500;
const QUESTIONS = 10;
const HAND_INS = Number(process.env.BENCH_ATTEMPT_HAND_INS ?? 20_000);
const ASSIGNMENTS_FOR_HAND_INS = Math.ceil(HAND_INS / STUDENTS);

const questions = Array.from({ length: QUESTIONS }, (_, index) => ({
  prompt: `Bench question ${index + 1}: which option is right?`,
  options: ['one', 'two', 'three', 'four'],
  answerIndex: index % 4,
  explanation: 'Because the bench says so.',
  marks: 1,
}));

async function main(): Promise<void> {
  const keep = process.argv.includes('--keep');
  const url = await createBenchDatabase(SERVER_URL, DB_NAME);
  const database = createDatabase({ databaseUrl: url });
  await database.migrate();
  const { db } = database;

  console.log(`seeding ${DB_NAME}: ${STUDENTS} students, 1 + ${ASSIGNMENTS_FOR_HAND_INS} assessments`);
  const school = await buildInstitute(db, 'Bench Assessment School');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const students = await client.query<{ id: string }>(
    `insert into users (type, name, email, custom_url, password_hash, email_verified_at, institute_id, student_class, section)
     select 'CANDIDATE', 'Bench student ' || n, 'bench-student-' || n || '@bench.test', 'bench-student-' || n,
       (select password_hash from users where id = $1), now(), $2, 'EIGHT', 'A'
     from generate_series(1, $3) n returning id`,
    [school.account.id, school.institute.id, STUDENTS],
  );
  const saving = await publishAssignment(db, school.institute.id, {
    title: 'Bench saving',
    timeLimitMinutes: 600,
    shuffleQuestions: true,
    shuffleOptions: true,
    questions,
  });
  const handIns = [];
  for (let a = 0; a < ASSIGNMENTS_FOR_HAND_INS; a++) {
    handIns.push(
      await publishAssignment(db, school.institute.id, {
        title: `Bench hand-in ${a + 1}`,
        timeLimitMinutes: 600,
        resultRelease: 'IMMEDIATELY',
        questions,
      }),
    );
  }
  // The hand-in scenario's attempts, started with ten answers each (as the saves would leave them).
  await client.query(
    `insert into assignment_attempts (assignment_id, institute_id, candidate_id, student_class, section, started_at,
       deadline_at, question_order, max_score)
     select a.id, a.institute_id, u.id, 'EIGHT', 'A', now(), now() + interval '10 hours',
       (select array_agg(q.id order by q.position) from assignment_questions q where q.assignment_id = a.id), $2
     from assignments a cross join users u
     where a.id = any($1) and u.id = any($3)`,
    [handIns.map((assignment) => assignment.id), QUESTIONS, students.rows.map((row) => row.id)],
  );
  await client.query(
    `insert into attempt_answers (attempt_id, question_id, selected_index, client_seq)
     select t.id, q.id, (hashtext(t.id::text || q.id::text) & 3), 1
     from assignment_attempts t join assignment_questions q on q.assignment_id = t.assignment_id
     where t.assignment_id = any($1)`,
    [handIns.map((assignment) => assignment.id)],
  );
  await client.query('analyze');
  const version = await client.query<{ server_version: string }>('show server_version');
  await client.end();

  const { app, sessions, close } = await openBenchApp(url);
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const cookies: string[] = [];
  for (let at = 0; at < students.rows.length; at += 25) {
    const batch = await Promise.all(
      students.rows.slice(at, at + 25).map(async (row) => `accessToken=${(await sessions.start(row.id)).accessToken}`),
    );
    cookies.push(...batch);
  }
  // Every student starts the saving assessment through the API (outside the timing).
  for (let at = 0; at < cookies.length; at += 25) {
    await Promise.all(
      cookies.slice(at, at + 25).map(async (cookie) => {
        const response = await fetch(`${appUrl}/api${attemptPath('initiate', { customUrl: saving.customUrl })}`, {
          method: 'POST',
          headers: { cookie },
        });
        if (response.status !== 200) throw new Error(`initiate: ${response.status} ${await response.text()}`);
      }),
    );
  }

  const folder = await mkdtemp(join(tmpdir(), 'nb-bench-attempt-'));
  const file = join(folder, 'attempts.json');
  const submit = handIns.flatMap((assignment) =>
    cookies.map((cookie) => ({ cookie, customUrl: assignment.customUrl })),
  );
  // Interleaved by student, so consecutive hand-ins are different students' (as in a class at the bell).
  submit.sort(
    (a, b) => cookies.indexOf(a.cookie) - cookies.indexOf(b.cookie) || a.customUrl.localeCompare(b.customUrl),
  );
  await writeFile(
    file,
    JSON.stringify({
      save: {
        customUrl: saving.customUrl,
        questionIds: saving.questionIds,
        students: cookies.map((cookie) => ({ cookie })),
      },
      submit,
    }),
  );
  await writeFile(`${file}.next`, '1');
  process.env.BENCH_ATTEMPT_FILE = file;

  const firstCookie = cookies[0] ?? '';
  const saveTarget: Target & { setupRequest: string } = {
    method: 'PUT',
    path: `/api${attemptPath('answer', { customUrl: saving.customUrl, questionId: saving.questionIds[0] ?? '' })}`,
    headers: { cookie: firstCookie, 'content-type': 'application/json' },
    body: JSON.stringify({ selectedOptionId: 1, clientSeq: 1 }),
    setupRequest: fileURLToPath(new URL('./attempt-save-request.cjs', import.meta.url)),
  };
  const handIn = submit[0] ?? { cookie: '', customUrl: '' };
  const submitTarget: Target & { setupRequest: string } = {
    method: 'POST',
    path: `/api${attemptPath('submit', { customUrl: handIn.customUrl })}`,
    headers: { cookie: handIn.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ submissionKey: 'bench-first-hand-in' }),
    setupRequest: fileURLToPath(new URL('./attempt-submit-request.cjs', import.meta.url)),
  };
  const listTargets: Target[] = cookies.slice(0, 200).map((cookie) => ({
    path: `/api${ASSESSMENT_ATTEMPT_PATHS.list}`,
    headers: { cookie },
  }));

  await runBesideBare(
    `Noticeboard assessment bench: PostgreSQL ${version.rows[0]?.server_version ?? '?'}, ${STUDENTS} students, ${QUESTIONS} questions, ${submit.length} attempts to hand in`,
    appUrl,
    [
      { name: `PUT answer (${STUDENTS} students saving at once)`, targets: [saveTarget] },
      { name: 'POST hand-in (a different attempt each, scored on the server)', targets: [submitTarget] },
      { name: 'GET the student’s list', targets: listTargets },
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
