/** SQL of quizzes, sessions and answers; every session read is scoped by its player. */
import { and, count, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  articles,
  articleViews,
  quizAnswers,
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

/** The session row locked, with what a submission needs of its quiz, in one round trip. */
export async function lockSessionWithQuiz(db: Queryable, sessionId: string, userId?: string) {
  const [row] = await db
    .select({ session: quizSessions, customUrl: quizzes.customUrl, timeLimitSeconds: quizzes.timeLimitSeconds })
    .from(quizSessions)
    .innerJoin(quizzes, eq(quizzes.id, quizSessions.quizId))
    .where(and(eq(quizSessions.id, sessionId), userId ? eq(quizSessions.userId, userId) : undefined))
    .for('update', { of: quizSessions });
  return row ?? null;
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

/** Several answers of one session in one statement (a submission's posted answers). */
export async function saveAnswers(
  db: Queryable,
  rows: Array<{ sessionId: string; questionId: string; selectedIndex: number | null; correct: boolean | null }>,
): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(quizAnswers)
    .values(rows)
    .onConflictDoUpdate({
      target: [quizAnswers.sessionId, quizAnswers.questionId],
      set: { selectedIndex: sql`excluded.selected_index`, correct: sql`excluded.correct`, answeredAt: sql`now()` },
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
