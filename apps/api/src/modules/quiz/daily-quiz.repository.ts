/** SQL of daily quiz generation: the run's claim, the day's articles, and the quiz with its questions. */
import type { TopicCategory } from '@noticeboard/shared';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { articles, quizGenerationRuns, quizQuestions, quizzes } from '../../db/schema';

export type GenerationRun = typeof quizGenerationRuns.$inferSelect;

export interface DayArticle {
  id: string;
  title: string;
  text: string;
  category: TopicCategory;
  publishedAt: Date;
}

/**
 * Claims the day's run (PENDING or FAILED, or RUNNING with an expired lease) until `leaseUntil`;
 * null when it is READY or another worker holds it.
 */
export async function claimRun(db: Queryable, day: string, leaseUntil: Date): Promise<GenerationRun | null> {
  const runs = quizGenerationRuns;
  const [claimed] = await db
    .insert(runs)
    .values({ quizDate: day, status: 'RUNNING', leaseUntil })
    .onConflictDoUpdate({
      target: runs.quizDate,
      set: { status: 'RUNNING', leaseUntil, error: null, updatedAt: sql`now()` },
      setWhere: sql`${runs.status} in ('PENDING', 'FAILED') or (${runs.status} = 'RUNNING' and ${runs.leaseUntil} < now())`,
    })
    .returning();
  return claimed ?? null;
}

export async function runOf(db: Queryable, day: string): Promise<GenerationRun | null> {
  const [row] = await db.select().from(quizGenerationRuns).where(eq(quizGenerationRuns.quizDate, day)).limit(1);
  return row ?? null;
}

export async function finishRun(
  db: Queryable,
  day: string,
  values: { status: 'READY' | 'FAILED'; articleCount: number; questionCount: number; error: string | null },
): Promise<void> {
  await db
    .update(quizGenerationRuns)
    .set({ ...values, leaseUntil: null, updatedAt: sql`now()` })
    .where(eq(quizGenerationRuns.quizDate, day));
}

/** Published articles of [from, to), newest first. */
export function publishedBetween(db: Queryable, from: Date, to: Date, limit: number, categories?: TopicCategory[]) {
  return db
    .select({
      id: articles.id,
      title: articles.title,
      text: articles.contentText,
      category: articles.category,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .where(
      and(
        eq(articles.status, 'PUBLISHED'),
        gte(articles.publishedAt, from),
        lt(articles.publishedAt, to),
        categories ? inArray(articles.category, categories) : undefined,
      ),
    )
    .orderBy(desc(articles.publishedAt), articles.id)
    .limit(limit);
}

export async function dailyQuizOf(db: Queryable, day: string) {
  const [row] = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.kind, 'DAILY'), eq(quizzes.quizDate, day)))
    .limit(1);
  return row ?? null;
}

export type QuizInsert = typeof quizzes.$inferInsert;
export type QuizQuestionInsert = Omit<typeof quizQuestions.$inferInsert, 'quizId'>;

/** Inserts a quiz and its questions; null when the daily quiz of that day already exists. */
export async function insertQuiz(db: Queryable, quiz: QuizInsert, questions: QuizQuestionInsert[]) {
  const [row] = await db.insert(quizzes).values(quiz).onConflictDoNothing().returning();
  if (!row) return null;
  if (questions.length) await db.insert(quizQuestions).values(questions.map((q) => ({ ...q, quizId: row.id })));
  return row;
}
