/** SQL of quizzes, sessions and answers; every session read is scoped by its player. */
import { and, count, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import {
  articles,
  articleViews,
  quizAnswers,
  quizDailyScores,
  quizQuestions,
  quizSessions,
  quizSettings,
  quizzes,
  users,
} from '../../db/schema';

export type QuizRow = typeof quizzes.$inferSelect;
export type SessionRow = typeof quizSessions.$inferSelect;
export type SessionInsert = typeof quizSessions.$inferInsert;

export async function quizByCustomUrl(db: Queryable, customUrl: string): Promise<QuizRow | null> {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.customUrl, customUrl)).limit(1);
  return row ?? null;
}

export async function quizById(db: Queryable, id: string): Promise<QuizRow | null> {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.id, id)).limit(1);
  return row ?? null;
}

export async function sessionOfPlayer(db: Queryable, quizId: string, userId: string): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(quizSessions)
    .where(and(eq(quizSessions.quizId, quizId), eq(quizSessions.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The player's own session; another player's is not found. */
export async function ownSession(db: Queryable, sessionId: string, userId: string): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(quizSessions)
    .where(and(eq(quizSessions.id, sessionId), eq(quizSessions.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The session row locked for this transaction (submissions and answers of one session run one at a time). */
export async function lockOwnSession(db: Queryable, sessionId: string, userId?: string): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(quizSessions)
    .where(and(eq(quizSessions.id, sessionId), userId ? eq(quizSessions.userId, userId) : undefined))
    .for('update');
  return row ?? null;
}

/** A question's id, answer key and number of options: what scoring needs. */
export type AnswerKey = [questionId: string, answerIndex: number, optionCount: number];
/** A saved answer: question id and selected option (null: skipped). */
export type SavedAnswer = [questionId: string, selectedIndex: number | null];

const SESSION_COLUMNS = sql`s.id, s.quiz_id as "quizId", s.user_id as "userId", s.institute_id as "instituteId",
  s.student_class as "studentClass", s.section, s.score_day::text as "scoreDay", s.question_ids as "questionIds",
  s.status, s.started_at as "startedAt", s.deadline_at as "deadlineAt", s.submitted_at as "submittedAt",
  s.submission_key as "submissionKey", s.score, s.total_attempted as "totalAttempted", s.total_right as "totalRight",
  s.total_wrong as "totalWrong", s.skipped, s.time_taken_seconds as "timeTakenSeconds"`;

/** The locked read of a submission, by the session (and its player when given): one named statement each. */
function lockForSubmitStatement(byPlayer: boolean) {
  return namedStatement(
    byPlayer ? 'nb_quiz_lock_for_submit_player' : 'nb_quiz_lock_for_submit',
    sql`select ${SESSION_COLUMNS}, z.custom_url as "customUrl", z.time_limit_seconds as "timeLimitSeconds",
      (select coalesce(json_agg(json_build_array(q.id, q.answer_index, cardinality(q.options))), '[]')
        from ${quizQuestions} q where q.id = any(s.question_ids)) as keys,
      (select coalesce(json_agg(json_build_array(a.question_id, a.selected_index)), '[]')
        from ${quizAnswers} a where a.session_id = s.id) as saved
    from ${quizSessions} s join ${quizzes} z on z.id = s.quiz_id
    where s.id = ${sql.placeholder('sessionId')}
      ${byPlayer ? sql`and s.user_id = ${sql.placeholder('userId')}` : sql``}
    for update of s`,
  );
}

const LOCK_FOR_SUBMIT = { byPlayer: lockForSubmitStatement(true), any: lockForSubmitStatement(false) };

type RawSession = Omit<SessionRow, 'startedAt' | 'deadlineAt' | 'submittedAt'> & {
  startedAt: string | Date;
  deadlineAt: string | Date;
  submittedAt: string | Date | null;
};

/**
 * The session row locked, with what a submission needs — its quiz's address and time limit, the answer keys of its
 * questions and the answers saved so far — in one round trip (a named statement: planned once per connection).
 */
export async function lockSessionForSubmit(db: Queryable, sessionId: string, userId?: string) {
  const statement = userId ? LOCK_FOR_SUBMIT.byPlayer : LOCK_FOR_SUBMIT.any;
  const [row] = await statement.rows<
    RawSession & { customUrl: string; timeLimitSeconds: number; keys: AnswerKey[]; saved: SavedAnswer[] }
  >(db, { sessionId, userId });
  if (!row) return null;
  const { customUrl, timeLimitSeconds, keys, saved, ...session } = row;
  return {
    session: {
      ...session,
      startedAt: new Date(session.startedAt),
      deadlineAt: new Date(session.deadlineAt),
      submittedAt: session.submittedAt === null ? null : new Date(session.submittedAt),
    } satisfies SessionRow,
    customUrl,
    timeLimitSeconds,
    keys,
    saved,
  };
}
export type LockedSession = NonNullable<Awaited<ReturnType<typeof lockSessionForSubmit>>>;

/** Sessions still in progress whose deadline passed before `before`, oldest first (partial index quiz_sessions_open_idx). */
export function overdueSessions(db: Queryable, before: Date, limit: number): Promise<SessionRow[]> {
  return db
    .select()
    .from(quizSessions)
    .where(and(eq(quizSessions.status, 'IN_PROGRESS'), lt(quizSessions.deadlineAt, before)))
    .orderBy(quizSessions.deadlineAt)
    .limit(limit);
}

export interface SessionClosing {
  session: SessionRow;
  /** Answers posted with the submission, written over the saved ones. */
  posted: Array<{ questionId: string; selectedIndex: number | null; correct: boolean | null }>;
  closed: Pick<
    SessionRow,
    | 'status'
    | 'submittedAt'
    | 'submissionKey'
    | 'score'
    | 'totalAttempted'
    | 'totalRight'
    | 'totalWrong'
    | 'skipped'
    | 'timeTakenSeconds'
  >;
}

const p = (name: string) => sql.placeholder(name);

const CLOSE_SESSION = namedStatement(
  'nb_quiz_close_session',
  sql`
    with posted as (
      insert into ${quizAnswers} (session_id, question_id, selected_index, correct)
      select ${p('sessionId')}, t.question_id, t.selected_index, t.correct
      from unnest(${p('ids')}::uuid[], ${p('selected')}::int[], ${p('correct')}::bool[])
        as t(question_id, selected_index, correct)
      on conflict (session_id, question_id) do update
        set selected_index = excluded.selected_index, correct = excluded.correct, answered_at = now()
    ), closed as (
      update ${quizSessions}
      set status = ${p('status')}, submitted_at = ${p('submittedAt')}, submission_key = ${p('submissionKey')},
        score = ${p('score')}, total_attempted = ${p('totalAttempted')}, total_right = ${p('totalRight')},
        total_wrong = ${p('totalWrong')}, skipped = ${p('skipped')}, time_taken_seconds = ${p('timeTakenSeconds')}
      where id = ${p('sessionId')}
    )
    insert into ${quizDailyScores} as d (user_id, day, institute_id, student_class, section, quizzes_played, score,
      attempted, right_answers, wrong_answers, skipped, time_taken_seconds, last_submitted_at)
    values (${p('userId')}, ${p('scoreDay')}, ${p('instituteId')}, ${p('studentClass')}, ${p('section')},
      1, ${p('score')}, ${p('totalAttempted')}, ${p('totalRight')}, ${p('totalWrong')}, ${p('skipped')},
      ${p('timeTakenSeconds')}, ${p('submittedAt')})
    on conflict (user_id, day) do update set
      institute_id = excluded.institute_id, student_class = excluded.student_class, section = excluded.section,
      quizzes_played = d.quizzes_played + 1, score = d.score + excluded.score, attempted = d.attempted + excluded.attempted,
      right_answers = d.right_answers + excluded.right_answers, wrong_answers = d.wrong_answers + excluded.wrong_answers,
      skipped = d.skipped + excluded.skipped, time_taken_seconds = d.time_taken_seconds + excluded.time_taken_seconds,
      last_submitted_at = greatest(d.last_submitted_at, excluded.last_submitted_at)`,
);

/**
 * One statement: the posted answers saved, the session closed with its result and the result added to the player's
 * day (quiz_daily_scores), so a submission holds its connection for two round trips besides BEGIN and COMMIT. A named
 * statement: planned once per connection.
 */
export async function closeSession(db: Queryable, { session, posted, closed }: SessionClosing): Promise<void> {
  await CLOSE_SESSION.rows(db, {
    sessionId: session.id,
    ids: posted.map((answer) => answer.questionId),
    selected: posted.map((answer) => answer.selectedIndex),
    correct: posted.map((answer) => answer.correct),
    ...closed,
    submittedAt: closed.submittedAt?.toISOString() ?? null,
    userId: session.userId,
    scoreDay: session.scoreDay,
    instituteId: session.instituteId,
    studentClass: session.studentClass,
    section: session.section,
  });
}

/** Null when the player already has a session of this quiz (a concurrent start won). */
export async function insertSession(db: Queryable, values: SessionInsert): Promise<SessionRow | null> {
  const [row] = await db.insert(quizSessions).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export function poolOf(db: Queryable, quizId: string) {
  return db
    .select({ id: quizQuestions.id, sourceArticleId: quizQuestions.sourceArticleId, category: quizQuestions.category })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(quizQuestions.position);
}

/** Questions with their answer key and source article; callers decide what leaves the server. */
export function questionsByIds(db: Queryable, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({
      id: quizQuestions.id,
      stem: quizQuestions.stem,
      options: quizQuestions.options,
      answerIndex: quizQuestions.answerIndex,
      explanation: quizQuestions.explanation,
      category: quizQuestions.category,
      articleSlug: articles.slug,
      articleTitle: articles.title,
    })
    .from(quizQuestions)
    .leftJoin(articles, eq(articles.id, quizQuestions.sourceArticleId))
    .where(inArray(quizQuestions.id, ids));
}
export type QuestionRow = Awaited<ReturnType<typeof questionsByIds>>[number];

export function answersOf(db: Queryable, sessionId: string) {
  return db
    .select({ questionId: quizAnswers.questionId, selectedIndex: quizAnswers.selectedIndex })
    .from(quizAnswers)
    .where(eq(quizAnswers.sessionId, sessionId));
}

export async function saveAnswer(
  db: Queryable,
  values: { sessionId: string; questionId: string; selectedIndex: number | null; correct: boolean | null },
): Promise<void> {
  await db
    .insert(quizAnswers)
    .values(values)
    .onConflictDoUpdate({
      target: [quizAnswers.sessionId, quizAnswers.questionId],
      set: { selectedIndex: values.selectedIndex, correct: values.correct, answeredAt: sql`now()` },
    });
}

export async function answeredCount(db: Queryable, sessionId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(quizAnswers)
    .where(and(eq(quizAnswers.sessionId, sessionId), isNotNull(quizAnswers.selectedIndex)));
  return Number(row?.total ?? 0);
}

/** Articles the player viewed since a time (their reads of the day). */
export async function articlesReadSince(db: Queryable, userId: string, since: Date): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ id: articleViews.articleId })
    .from(articleViews)
    .where(and(eq(articleViews.userId, userId), eq(articleViews.viewType, 'VIEW'), gte(articleViews.viewedAt, since)));
  return new Set(rows.map((row) => row.id));
}

export async function settingsRowOf(db: Queryable, userId: string) {
  const [row] = await db.select().from(quizSettings).where(eq(quizSettings.userId, userId)).limit(1);
  return row ?? null;
}

/** The player's school, class and section now (snapshotted into a session when it starts). */
export async function playerOf(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      instituteId: users.instituteId,
      studentClass: users.studentClass,
      section: users.section,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
export type PlayerRow = NonNullable<Awaited<ReturnType<typeof playerOf>>>;
