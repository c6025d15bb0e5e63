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
  s.total_wrong as "totalWrong", s.skipped, s.time_taken_seconds as "timeTakenSeconds",
  s.answers_version as "answersVersion"`;

/**
 * The read of a submission, by the session (and its player when given): after `lockSessionForSubmit` took the lock in
 * the transaction that closes it, or plain for the optimistic close (`closeSessionIfUnchanged`). Named statements.
 */
function readForSubmitStatement(byPlayer: boolean) {
  return namedStatement(
    `nb_quiz_read_for_submit${byPlayer ? '_player' : ''}`,
    sql`select ${SESSION_COLUMNS}, z.custom_url as "customUrl", z.time_limit_seconds as "timeLimitSeconds",
      (select coalesce(json_agg(json_build_array(q.id, q.answer_index, cardinality(q.options))), '[]')
        from ${quizQuestions} q where q.quiz_id = s.quiz_id and q.id = any(s.question_ids)) as keys,
      (select coalesce(json_agg(json_build_array(a.question_id, a.selected_index)), '[]')
        from ${quizAnswers} a where a.session_id = s.id) as saved
    from ${quizSessions} s join ${quizzes} z on z.id = s.quiz_id
    where s.id = ${sql.placeholder('sessionId')}
      ${byPlayer ? sql`and s.user_id = ${sql.placeholder('userId')}` : sql``}`,
  );
}

const READ_FOR_SUBMIT = { byPlayer: readForSubmitStatement(true), any: readForSubmitStatement(false) };
const LOCK_SESSION = namedStatement(
  'nb_quiz_lock_session',
  sql`select s.id from ${quizSessions} s where s.id = ${sql.placeholder('sessionId')} for update`,
);

type RawSession = Omit<SessionRow, 'startedAt' | 'deadlineAt' | 'submittedAt'> & {
  startedAt: string | Date;
  deadlineAt: string | Date;
  submittedAt: string | Date | null;
};

type SubmitRead = RawSession & { customUrl: string; timeLimitSeconds: number; keys: AnswerKey[]; saved: SavedAnswer[] };

function submitReadOf(row: SubmitRead | undefined) {
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

/**
 * The session row locked, with what a submission needs — its quiz's address and time limit, the answer keys of its
 * questions and the answers saved so far. The lock is its own statement: a read that waited for the lock inside the
 * same statement would see the session as it is now but the answers as they were when it started, missing a save
 * acknowledged while it waited.
 */
export async function lockSessionForSubmit(db: Queryable, sessionId: string, userId?: string) {
  if ((await LOCK_SESSION.rows<{ id: string }>(db, { sessionId })).length === 0) return null;
  const statement = userId ? READ_FOR_SUBMIT.byPlayer : READ_FOR_SUBMIT.any;
  return submitReadOf((await statement.rows<SubmitRead>(db, { sessionId, userId }))[0]);
}

/** As `lockSessionForSubmit` for the player's own session, without a lock (the optimistic submission's read). */
export async function readSessionForSubmit(db: Queryable, sessionId: string, userId: string) {
  return submitReadOf((await READ_FOR_SUBMIT.byPlayer.rows<SubmitRead>(db, { sessionId, userId }))[0]);
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

/**
 * Saves the posted answers, closes the session with its result and adds the result to the player's day
 * (quiz_daily_scores), all from the `closed` CTE's row: `guarded` closes only a session still in progress whose
 * answers are still at the version the submission read (otherwise nothing is written and no row comes back).
 */
function closeStatement(guarded: boolean) {
  return namedStatement(
    guarded ? 'nb_quiz_close_session_if_unchanged' : 'nb_quiz_close_session',
    sql`
    with closed as (
      update ${quizSessions}
      set status = ${p('status')}, submitted_at = ${p('submittedAt')}, submission_key = ${p('submissionKey')},
        score = ${p('score')}, total_attempted = ${p('totalAttempted')}, total_right = ${p('totalRight')},
        total_wrong = ${p('totalWrong')}, skipped = ${p('skipped')}, time_taken_seconds = ${p('timeTakenSeconds')}
      where id = ${p('sessionId')}
        ${guarded ? sql`and status = 'IN_PROGRESS' and answers_version = ${p('answersVersion')}` : sql``}
      returning id
    ), posted as (
      insert into ${quizAnswers} (session_id, question_id, selected_index, correct)
      select c.id, t.question_id, t.selected_index, t.correct
      from closed c, unnest(${p('ids')}::uuid[], ${p('selected')}::int[], ${p('correct')}::bool[])
        as t(question_id, selected_index, correct)
      on conflict (session_id, question_id) do update
        set selected_index = excluded.selected_index, correct = excluded.correct, answered_at = now()
    ), day as (
      insert into ${quizDailyScores} as d (user_id, day, institute_id, student_class, section, quizzes_played, score,
        attempted, right_answers, wrong_answers, skipped, time_taken_seconds, last_submitted_at)
      select ${p('userId')}::uuid, ${p('scoreDay')}::date, ${p('instituteId')}::uuid,
        ${p('studentClass')}::student_class, ${p('section')}::section_type, 1, ${p('score')}::int,
        ${p('totalAttempted')}::int, ${p('totalRight')}::int, ${p('totalWrong')}::int, ${p('skipped')}::int,
        ${p('timeTakenSeconds')}::int, ${p('submittedAt')}::timestamptz
      from closed
      on conflict (user_id, day) do update set
        institute_id = excluded.institute_id, student_class = excluded.student_class, section = excluded.section,
        quizzes_played = d.quizzes_played + 1, score = d.score + excluded.score, attempted = d.attempted + excluded.attempted,
        right_answers = d.right_answers + excluded.right_answers, wrong_answers = d.wrong_answers + excluded.wrong_answers,
        skipped = d.skipped + excluded.skipped, time_taken_seconds = d.time_taken_seconds + excluded.time_taken_seconds,
        last_submitted_at = greatest(d.last_submitted_at, excluded.last_submitted_at)
    )
    select id from closed`,
  );
}

const CLOSE_SESSION = closeStatement(false);
const CLOSE_SESSION_IF_UNCHANGED = closeStatement(true);

function closingValues({ session, posted, closed }: SessionClosing) {
  return {
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
    answersVersion: session.answersVersion,
  };
}

/**
 * One statement: the posted answers saved, the session closed with its result and the result added to the player's
 * day, for a caller holding the session's row lock (the sweep, a late or contended submission). A named statement.
 */
export async function closeSession(db: Queryable, closing: SessionClosing): Promise<void> {
  await CLOSE_SESSION.rows(db, closingValues(closing));
}

/**
 * The same statement without a lock held: it writes only if the session is still in progress and its answers are
 * still at the version read (`session.answersVersion`). A concurrent submission, the sweep or an answer saved
 * meanwhile changed the row, which PostgreSQL re-checks after waiting for its lock: false, nothing written.
 */
export async function closeSessionIfUnchanged(db: Queryable, closing: SessionClosing): Promise<boolean> {
  return (await CLOSE_SESSION_IF_UNCHANGED.rows(db, closingValues(closing))).length > 0;
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

const SAVE_ANSWER = namedStatement(
  'nb_quiz_save_answer',
  sql`
    with saved as (
      insert into ${quizAnswers} (session_id, question_id, selected_index, correct)
      values (${p('sessionId')}, ${p('questionId')}, ${p('selectedIndex')}, ${p('correct')})
      on conflict (session_id, question_id) do update
        set selected_index = excluded.selected_index, correct = excluded.correct, answered_at = now()
      returning session_id
    )
    update ${quizSessions} set answers_version = answers_version + 1 where id in (select session_id from saved)`,
);

/** Saves one answer and moves the session's answers version (a submission scored without a lock re-checks it). */
export async function saveAnswer(
  db: Queryable,
  values: { sessionId: string; questionId: string; selectedIndex: number | null; correct: boolean | null },
): Promise<void> {
  await SAVE_ANSWER.rows(db, values);
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
