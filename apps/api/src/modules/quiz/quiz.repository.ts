/** SQL of quizzes, sessions and answers; every session read is scoped by its player. */
import { and, count, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
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

/**
 * The session row locked, with what a submission needs — its quiz's address and time limit, the answer keys of its
 * questions and the answers saved so far — in one round trip.
 */
export async function lockSessionForSubmit(db: Queryable, sessionId: string, userId?: string) {
  const [row] = await db
    .select({
      session: quizSessions,
      customUrl: quizzes.customUrl,
      timeLimitSeconds: quizzes.timeLimitSeconds,
      keys: sql<
        AnswerKey[]
      >`(select coalesce(json_agg(json_build_array(q.id, q.answer_index, cardinality(q.options))), '[]')
        from ${quizQuestions} q where q.id = any(${quizSessions.questionIds}))`,
      saved: sql<SavedAnswer[]>`(select coalesce(json_agg(json_build_array(a.question_id, a.selected_index)), '[]')
        from ${quizAnswers} a where a.session_id = ${quizSessions.id})`,
    })
    .from(quizSessions)
    .innerJoin(quizzes, eq(quizzes.id, quizSessions.quizId))
    .where(and(eq(quizSessions.id, sessionId), userId ? eq(quizSessions.userId, userId) : undefined))
    .for('update', { of: quizSessions });
  return row ?? null;
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

/**
 * One statement: the posted answers saved, the session closed with its result and the result added to the player's
 * day (quiz_daily_scores), so a submission holds its connection for two round trips besides BEGIN and COMMIT.
 */
export async function closeSession(db: Queryable, { session, posted, closed }: SessionClosing): Promise<void> {
  const ids = posted.map((answer) => answer.questionId);
  const selected = posted.map((answer) => answer.selectedIndex);
  const correct = posted.map((answer) => answer.correct);
  await db.execute(sql`
    with posted as (
      insert into ${quizAnswers} (session_id, question_id, selected_index, correct)
      select ${session.id}, t.question_id, t.selected_index, t.correct
      from unnest(${sql.param(ids)}::uuid[], ${sql.param(selected)}::int[], ${sql.param(correct)}::bool[])
        as t(question_id, selected_index, correct)
      on conflict (session_id, question_id) do update
        set selected_index = excluded.selected_index, correct = excluded.correct, answered_at = now()
    ), closed as (
      update ${quizSessions}
      set status = ${closed.status}, submitted_at = ${closed.submittedAt}, submission_key = ${closed.submissionKey},
        score = ${closed.score}, total_attempted = ${closed.totalAttempted}, total_right = ${closed.totalRight},
        total_wrong = ${closed.totalWrong}, skipped = ${closed.skipped}, time_taken_seconds = ${closed.timeTakenSeconds}
      where id = ${session.id}
    )
    insert into ${quizDailyScores} as d (user_id, day, institute_id, student_class, section, quizzes_played, score,
      attempted, right_answers, wrong_answers, skipped, time_taken_seconds, last_submitted_at)
    values (${session.userId}, ${session.scoreDay}, ${session.instituteId}, ${session.studentClass}, ${session.section},
      1, ${closed.score}, ${closed.totalAttempted}, ${closed.totalRight}, ${closed.totalWrong}, ${closed.skipped},
      ${closed.timeTakenSeconds}, ${closed.submittedAt})
    on conflict (user_id, day) do update set
      institute_id = excluded.institute_id, student_class = excluded.student_class, section = excluded.section,
      quizzes_played = d.quizzes_played + 1, score = d.score + excluded.score, attempted = d.attempted + excluded.attempted,
      right_answers = d.right_answers + excluded.right_answers, wrong_answers = d.wrong_answers + excluded.wrong_answers,
      skipped = d.skipped + excluded.skipped, time_taken_seconds = d.time_taken_seconds + excluded.time_taken_seconds,
      last_submitted_at = greatest(d.last_submitted_at, excluded.last_submitted_at)`);
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
