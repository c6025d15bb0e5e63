/**
 * The quiz bench's data set (issue 6 §6), on its own PostgreSQL database: 200 schools with 125 students each
 * (classes SIX to TEN, sections A and B), a daily quiz of 10 questions for each of the last 60 days, and ~1M
 * submitted sessions (about two players in three each past day, one in three today) with their daily totals in
 * quiz_daily_scores, then ANALYZE. Bulk work is INSERT … SELECT generate_series in PostgreSQL.
 *
 * `npm run bench:quiz:seed [-- --keep]` seeds `nb_bench_quiz` and drops it again unless `--keep`.
 */
import pg from 'pg';
import { createDatabase } from '../apps/api/src/db/client';
import { bulkLoad, runSeedCommand, seedBenchSchools, stepTimer } from './bench-db';

export interface QuizSeedSize {
  schools: number;
  studentsPerSchool: number;
  days: number;
  /** Share of the students who played on a past day, in percent (today: half of it). */
  playedPercent: number;
}

export const QUIZ_SEED_SIZE: QuizSeedSize = {
  schools: Number(process.env.BENCH_QUIZ_SCHOOLS ?? 200),
  studentsPerSchool: Number(process.env.BENCH_QUIZ_STUDENTS_PER_SCHOOL ?? 125),
  days: 60,
  playedPercent: 68,
};

export const QUIZ_DB_NAME = process.env.BENCH_QUIZ_DB ?? 'nb_bench_quiz';

/** Students are `bench-student-<n>@quiz.test`, n from 1; the first school's are 1..studentsPerSchool. */
export const studentEmail = (n: number) => `bench-student-${n}@quiz.test`;

/** Today in the reading zone, as PostgreSQL sees it. */
export const TODAY_SQL = `(now() at time zone 'Asia/Kolkata')::date`;

/** Whether student n played on quiz day d (0 = oldest): a fixed hash, so the bench finds today's non-players. */
export const PLAYED_SQL = (n: string, d: string, percent: string) =>
  `(hashint8(${n}::bigint * 1000 + ${d}) & 2147483647) % 100 < ${percent}`;

export async function seedQuizBench(databaseUrl: string, size = QUIZ_SEED_SIZE): Promise<void> {
  const step = stepTimer([]);
  const database = createDatabase({ databaseUrl });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await step('migrations', () => database.migrate());
    await client.query("set synchronous_commit = off; set work_mem = '256MB'; set maintenance_work_mem = '512MB'");
    await step(`${size.schools} schools, accounts, classes`, () => seedSchools(client, size));
    await step(`${size.schools * size.studentsPerSchool} students`, () => seedStudents(client, size));
    await step(`${size.days} daily quizzes`, () => seedQuizzes(client, size));
    await bulkLoad(client, step, ['quiz_sessions', 'quiz_daily_scores'], async () => {
      await step('submitted sessions', () => seedSessions(client, size));
      await step('daily totals', () => seedDailyScores(client));
    });
    await step('vacuum analyze', () => client.query('vacuum analyze'));
  } finally {
    await client.end();
    await database.close();
  }
}

async function seedSchools(client: pg.Client, size: QuizSeedSize): Promise<void> {
  await seedBenchSchools(client, size.schools, 'quiz.test');
  await client.query(
    `insert into class_sections (institute_id, student_class, section)
     select i.id, c::student_class, s::section_type from institutes i
     cross join unnest(array['SIX', 'SEVEN', 'EIGHT', 'NINE', 'TEN']) c
     cross join unnest(array['A', 'B']) s`,
  );
}

/** Per school: students j = 0..studentsPerSchool-1, a fifth in each class SIX..TEN, alternating sections A/B. */
async function seedStudents(client: pg.Client, size: QuizSeedSize): Promise<void> {
  const perClass = Math.ceil(size.studentsPerSchool / 5);
  await client.query(
    `with schools as (select id, row_number() over (order by custom_url) - 1 as k from institutes)
     insert into users (type, name, email, custom_url, email_verified_at, institute_id, student_class, section, date_of_birth)
     select 'CANDIDATE', 'Bench Student ' || m.n, 'bench-student-' || m.n || '@quiz.test', 'bench-student-' || m.n,
       now(), s.id,
       (array['SIX', 'SEVEN', 'EIGHT', 'NINE', 'TEN'])[1 + least(4, m.j / ${perClass})]::student_class,
       case when m.j % 2 = 0 then 'A' else 'B' end::section_type,
       date '2012-01-01'
     from (select n, (n - 1) / $1::int as k, (n - 1) % $1::int as j from generate_series(1, $2::int) n) m
     join schools s on s.k = m.k`,
    [size.studentsPerSchool, size.schools * size.studentsPerSchool],
  );
  await client.query(
    `create unlogged table bench_students as
     select split_part(split_part(email, '@', 1), '-', 3)::int as n, id, institute_id, student_class, section
     from users where email like 'bench-student-%'`,
  );
  await client.query('alter table bench_students add primary key (n)');
}

/** Day d (0 = oldest, days-1 = today): a daily quiz of 10 questions. */
async function seedQuizzes(client: pg.Client, size: QuizSeedSize): Promise<void> {
  await client.query(
    `insert into quizzes (custom_url, kind, title, quiz_date, opens_on, closes_on, time_limit_seconds, session_question_count)
     select 'daily-' || day, 'DAILY', 'Daily Quiz · ' || day, day, day, day, 600, 10
     from (select ${TODAY_SQL} - ($1::int - 1 - d) as day from generate_series(0, $1::int - 1) d) days`,
    [size.days],
  );
  await client.query(
    `insert into quiz_generation_runs (quiz_date, status, article_count, question_count)
     select quiz_date, 'READY', 10, 10 from quizzes`,
  );
  await client.query(
    `insert into quiz_questions (quiz_id, position, stem, options, answer_index, kind)
     select q.id, p, 'In which year did the town library open its new reading room, question ' || p || '?',
       array['1998', '2004', '2011', '2019'], p % 4, 'NUMBER'
     from quizzes q cross join generate_series(0, 9) p`,
  );
  await client.query(
    `create unlogged table bench_days as
     select (q.quiz_date - (${TODAY_SQL} - ($1::int - 1)))::int as d, q.id, q.quiz_date,
       (select array_agg(qq.id order by qq.position) from quiz_questions qq where qq.quiz_id = q.id) as question_ids
     from quizzes q`,
    [size.days],
  );
}

async function seedSessions(client: pg.Client, size: QuizSeedSize): Promise<void> {
  const today = size.days - 1;
  await client.query(
    `insert into quiz_sessions (quiz_id, user_id, institute_id, student_class, section, score_day, question_ids,
       status, started_at, deadline_at, submitted_at, submission_key, score, total_attempted, total_right,
       total_wrong, skipped, time_taken_seconds)
     select q.id, m.id, m.institute_id, m.student_class, m.section, q.quiz_date, q.question_ids,
       'SUBMITTED', t.started, t.started + interval '600 seconds', t.started + t.secs * interval '1 second', 'seed',
       r.right_answers * 10, r.attempted, r.right_answers, r.attempted - r.right_answers, 10 - r.attempted, t.secs
     from bench_days q
     cross join bench_students m
     cross join lateral (select hashint8(m.n::bigint * 7919 + q.d * 104729) & 2147483647 as h) hashed
     cross join lateral (select hashed.h % 11 as right_answers) rr
     cross join lateral (select rr.right_answers, least(10, rr.right_answers + (hashed.h / 11) % 4) as attempted) r
     cross join lateral (
       select 60 + (hashed.h / 97) % 540 as secs,
         case when q.d = ${today} then now() - interval '20 minutes' - (hashed.h % 3600) * interval '1 second'
              else (q.quiz_date::timestamp at time zone 'Asia/Kolkata') + interval '7 hours'
                   + (hashed.h % 50000) * interval '1 second' end as started
     ) t
     where case when q.d = ${today} then ${PLAYED_SQL('m.n', 'q.d', String(size.playedPercent / 2))}
                else ${PLAYED_SQL('m.n', 'q.d', String(size.playedPercent))} end`,
  );
}

async function seedDailyScores(client: pg.Client): Promise<void> {
  await client.query(
    `insert into quiz_daily_scores (user_id, day, institute_id, student_class, section, quizzes_played, score,
       attempted, right_answers, wrong_answers, skipped, time_taken_seconds, last_submitted_at)
     select user_id, score_day, institute_id, student_class, section, 1, score, total_attempted, total_right,
       total_wrong, skipped, time_taken_seconds, submitted_at
     from quiz_sessions where status = 'SUBMITTED'`,
  );
  await client.query('drop table bench_days');
}

runSeedCommand(import.meta.url, QUIZ_DB_NAME, QUIZ_SEED_SIZE, (url) => seedQuizBench(url));
