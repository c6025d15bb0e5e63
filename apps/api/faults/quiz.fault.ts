/**
 * Quiz play under kill -9: 30 students play 3 faculty quizzes at once (start, two saved answers, submit); the
 * server is killed once a third of the submissions were acknowledged. After a restart every acknowledged answer
 * and submission is stored once, no session is half-closed, the day's totals match the sessions, and a retry of
 * each submission gets the stored result.
 */
import { QUIZ_DEFAULTS, QUIZ_PATHS } from '@noticeboard/shared';
import { bankQuestions } from '../src/db/schema';
import { addDays, quizDayOf } from '../src/modules/quiz/quiz-day';
import { buildInstitute, buildMember, TEST_PASSWORD } from '../src/test/factories';
import { type Caller, call, type Reply, signIn } from './http';
import type { FaultCase, FaultContext } from './run';

const STUDENTS = 30;
const QUIZZES = 3;
const QUESTIONS = 5;
const KILL_AFTER_SUBMITS = Math.floor((STUDENTS * QUIZZES) / 3);

interface Answer {
  questionId: string;
  selectedIndex: number;
}

interface Play {
  player: Caller;
  customUrl: string;
  key: string;
  sessionId?: string;
  answers: Answer[];
  /** Answers the server acknowledged saving (attempt-quiz 200). */
  saved: Answer[];
  submitted?: Reply;
}

async function playUntilCut(play: Play, seed: number, onSubmitted: () => void): Promise<void> {
  const started = await call(play.player, 'POST', QUIZ_PATHS.start, { customUrl: play.customUrl });
  if (started.status !== 200) return;
  play.sessionId = String(started.body.quizSessionId);
  const questions = started.body.questions as Array<{ id: string; options: string[] }>;
  play.answers = questions.map((question, index) => ({
    questionId: question.id,
    selectedIndex: (seed + index) % question.options.length,
  }));
  for (const answer of play.answers.slice(0, 2)) {
    const saved = await call(play.player, 'POST', QUIZ_PATHS.attempt, { quizSessionId: play.sessionId, ...answer });
    if (saved.status === 200) play.saved.push(answer);
  }
  const body = { quizSessionId: play.sessionId, submissionKey: play.key, answers: play.answers };
  const submitted = await call(play.player, 'POST', QUIZ_PATHS.submit, body);
  if (submitted.status >= 200 && submitted.status < 300) {
    play.submitted = submitted;
    onSubmitted();
  }
}

async function setUp(context: FaultContext, base: string) {
  const { db } = context.database;
  const school = await buildInstitute(db, 'Fault Quiz School');
  const faculty = await buildMember(db, school.institute.id, 'FACULTY');
  const students = await Promise.all(
    Array.from({ length: STUDENTS }, () => buildMember(db, school.institute.id, 'CANDIDATE')),
  );
  const rows = await db
    .insert(bankQuestions)
    .values(
      Array.from({ length: QUESTIONS }, (_, index) => ({
        instituteId: school.institute.id,
        stem: `Fault question ${index + 1}: which planet?`,
        options: ['Mercury', 'Venus', 'Earth', 'Mars'],
        answerIndex: index % 4,
        explanation: 'From the chapter on the solar system.',
        difficulty: 'EASY' as const,
        board: 'CBSE' as const,
        studentClass: 'EIGHT' as const,
        subjectName: 'Science',
        status: 'APPROVED' as const,
      })),
    )
    .returning();
  const teacher = await signIn(base, 'faculty', faculty.email, TEST_PASSWORD);
  const today = quizDayOf(new Date());
  const customUrls: string[] = [];
  for (let q = 0; q < QUIZZES; q++) {
    const created = await call(teacher, 'POST', QUIZ_PATHS.facultyQuizzes, {
      title: `Fault quiz ${q + 1}`,
      studentClass: 'EIGHT',
      questionIds: rows.map((row) => row.id),
      timeLimitMinutes: 30,
      opensOn: today,
      closesOn: addDays(today, 2),
    });
    if (created.status !== 201) throw new Error(`faculty quiz not created: ${created.status} ${created.message}`);
    customUrls.push(String(created.body.customUrl));
  }
  const players = await Promise.all(students.map((student) => signIn(base, 'user', student.email, TEST_PASSWORD)));
  return { customUrls, players };
}

interface SessionRow {
  id: string;
  user_id: string;
  status: string;
  submission_key: string | null;
  score: number | null;
  total_attempted: number | null;
  total_right: number | null;
  total_wrong: number | null;
  skipped: number | null;
  questions: number;
  right_n: number;
  wrong_n: number;
}

async function sessionsOf(context: FaultContext, customUrls: string[]): Promise<SessionRow[]> {
  const found = await context.sql.query<SessionRow>(
    `select s.id, s.user_id, s.status, s.submission_key, s.score, s.total_attempted, s.total_right, s.total_wrong,
       s.skipped, cardinality(s.question_ids) as questions,
       (select count(*) from quiz_answers a where a.session_id = s.id and a.correct)::int as right_n,
       (select count(*) from quiz_answers a where a.session_id = s.id and not a.correct)::int as wrong_n
     from quiz_sessions s join quizzes q on q.id = s.quiz_id where q.custom_url = any($1)`,
    [customUrls],
  );
  return found.rows;
}

/** A session is either open with nothing of a result, or closed with a result that its stored answers add up to. */
function wholeSession(row: SessionRow): boolean {
  if (row.status === 'IN_PROGRESS') {
    return row.score === null && row.submission_key === null && row.total_right === null && row.skipped === null;
  }
  const attempted = row.right_n + row.wrong_n;
  return (
    row.score === row.right_n * QUIZ_DEFAULTS.pointsPerRightAnswer &&
    row.total_right === row.right_n &&
    row.total_wrong === row.wrong_n &&
    row.total_attempted === attempted &&
    row.skipped === row.questions - attempted
  );
}

/** Each player's day totals against their closed sessions: every submission counted exactly once. */
async function totalsMismatches(context: FaultContext, userIds: string[]): Promise<number> {
  const found = await context.sql.query<{ n: number }>(
    `with closed as (
       select user_id, count(*)::int as played, sum(score)::int as score from quiz_sessions
       where user_id = any($1) and status <> 'IN_PROGRESS' group by user_id),
     days as (
       select user_id, sum(quizzes_played)::int as played, sum(score)::int as score from quiz_daily_scores
       where user_id = any($1) group by user_id)
     select count(*)::int as n from closed full join days using (user_id)
     where closed.played is distinct from days.played or closed.score is distinct from days.score`,
    [userIds],
  );
  return found.rows[0]?.n ?? -1;
}

async function storedAnswers(context: FaultContext, sessionId: string): Promise<Map<string, number | null>> {
  const found = await context.sql.query<{ question_id: string; selected_index: number | null }>(
    'select question_id, selected_index from quiz_answers where session_id = $1',
    [sessionId],
  );
  return new Map(found.rows.map((row) => [row.question_id, row.selected_index]));
}

export const quizFault: FaultCase = {
  name: `quiz: kill -9 during ${STUDENTS * QUIZZES} concurrent plays (start, save answers, submit)`,
  async run(context) {
    let server = await context.server();
    const { customUrls, players } = await setUp(context, server.url);
    const plays: Play[] = players.flatMap((player, s) =>
      customUrls.map((customUrl, q) => ({ player, customUrl, key: `fault-${s}-${q}-key`, answers: [], saved: [] })),
    );
    let acknowledged = 0;
    const onSubmitted = () => {
      acknowledged += 1;
      if (acknowledged === KILL_AFTER_SUBMITS) void server.kill();
    };
    await Promise.allSettled(plays.map((play, index) => playUntilCut(play, index, onSubmitted)));
    await server.kill();
    const acked = plays.filter((play) => play.submitted);
    console.log(`  killed after ${acked.length} of ${plays.length} submissions were acknowledged`);
    context.expect('the kill came with submissions still unanswered', acked.length < plays.length);

    server = await context.startServer();
    const afterRestart = await sessionsOf(context, customUrls);
    const userIds = [...new Set(afterRestart.map((row) => row.user_id))];
    const rows = new Map(afterRestart.map((row) => [row.id, row]));
    const broken = [...rows.values()].filter((row) => !wholeSession(row));
    context.expect(
      'no session is half-written (status, score, totals and answers agree)',
      broken.length === 0,
      JSON.stringify(broken[0]),
    );
    const lost: string[] = [];
    for (const play of acked) {
      const row = rows.get(play.sessionId ?? '');
      const answers = await storedAnswers(context, play.sessionId ?? '');
      const sameAnswers =
        answers.size === play.answers.length &&
        play.answers.every((a) => answers.get(a.questionId) === a.selectedIndex);
      const result = play.submitted?.body.result as { score: number } | undefined;
      if (
        row?.status !== 'SUBMITTED' ||
        row.submission_key !== play.key ||
        row.score !== result?.score ||
        !sameAnswers
      ) {
        lost.push(play.key);
      }
    }
    context.expect(
      'every acknowledged submission is stored with its answers and score',
      lost.length === 0,
      lost.join(', '),
    );
    const missingSaved: string[] = [];
    for (const play of plays) {
      if (play.saved.length === 0 || !play.sessionId) continue;
      const answers = await storedAnswers(context, play.sessionId);
      if (play.saved.some((answer) => answers.get(answer.questionId) !== answer.selectedIndex))
        missingSaved.push(play.key);
    }
    context.expect('every acknowledged saved answer is stored', missingSaved.length === 0, missingSaved.join(', '));
    context.expect(
      'each submission is counted once in the day’s totals',
      (await totalsMismatches(context, userIds)) === 0,
    );

    const retried = await Promise.all(
      plays.map(async (play, index) => {
        const again = await call(play.player, 'POST', QUIZ_PATHS.start, { customUrl: play.customUrl });
        const sameSession = !play.sessionId || again.body.quizSessionId === play.sessionId;
        play.sessionId = String(again.body.quizSessionId);
        if (play.answers.length === 0) {
          const questions = again.body.questions as Array<{ id: string; options: string[] }>;
          play.answers = questions.map((q, i) => ({ questionId: q.id, selectedIndex: (index + i) % q.options.length }));
        }
        const body = { quizSessionId: play.sessionId, submissionKey: play.key, answers: play.answers };
        return { play, sameSession, reply: await call(play.player, 'POST', QUIZ_PATHS.submit, body) };
      }),
    );
    const badRetries = retried.filter(({ play, sameSession, reply }) => {
      if (!sameSession || reply.status !== 200) return true;
      if (!play.submitted) return false;
      const before = play.submitted.body.result as { score: number };
      const after = reply.body.result as { score: number };
      return reply.body.firstSubmission !== false || after.score !== before.score;
    });
    context.expect(
      'after the restart a retry resumes the same session and gets the stored result (firstSubmission false)',
      badRetries.length === 0,
      badRetries
        .map(({ play, reply }) => `${play.key}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 120)}`)
        .join('; '),
    );
    const final = await sessionsOf(context, customUrls);
    context.expect(
      `all ${plays.length} sessions end submitted exactly once, totals matching`,
      final.length === plays.length &&
        final.every((row) => row.status === 'SUBMITTED' && wholeSession(row)) &&
        (await totalsMismatches(context, userIds)) === 0,
    );
  },
};
