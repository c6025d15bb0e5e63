/** SQL of faculty quizzes and a school's results; every read takes the school it is scoped to. */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bankQuestions, quizSessions, quizzes, users } from '../../db/schema';
import { usableQuestionsWhere } from '../question-bank/question-pool.repository';

/** Bank questions of `ids` the school may put in a quiz (the question pool rule). */
export function usableBankQuestions(db: Queryable, instituteId: string, ids: string[]) {
  return db
    .select({
      id: bankQuestions.id,
      stem: bankQuestions.stem,
      options: bankQuestions.options,
      answerIndex: bankQuestions.answerIndex,
      explanation: bankQuestions.explanation,
    })
    .from(bankQuestions)
    .where(and(inArray(bankQuestions.id, ids), usableQuestionsWhere({ instituteId })));
}

const playedCount = sql<number>`(select count(*)::int from ${quizSessions} where ${quizSessions.quizId} = ${quizzes.id})`;

export function facultyQuizzesOf(db: Queryable, instituteId: string, limit: number, offset: number) {
  return db
    .select({ quiz: quizzes, authorName: users.name, playedCount })
    .from(quizzes)
    .leftJoin(users, eq(users.id, quizzes.authorId))
    .where(and(eq(quizzes.kind, 'FACULTY'), eq(quizzes.instituteId, instituteId)))
    .orderBy(desc(quizzes.createdAt), desc(quizzes.id))
    .limit(limit)
    .offset(offset);
}

export async function countFacultyQuizzes(db: Queryable, instituteId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(quizzes)
    .where(and(eq(quizzes.kind, 'FACULTY'), eq(quizzes.instituteId, instituteId)));
  return Number(row?.total ?? 0);
}

export async function facultyQuizOf(db: Queryable, instituteId: string, quizId: string) {
  const [row] = await db
    .select({ quiz: quizzes, authorName: users.name, playedCount })
    .from(quizzes)
    .leftJoin(users, eq(users.id, quizzes.authorId))
    .where(and(eq(quizzes.id, quizId), eq(quizzes.kind, 'FACULTY'), eq(quizzes.instituteId, instituteId)))
    .limit(1);
  return row ?? null;
}

export async function closeQuiz(db: Queryable, quizId: string): Promise<void> {
  await db.update(quizzes).set({ closed: true }).where(eq(quizzes.id, quizId));
}

/** A quiz's sessions by players of one school, best first. */
export function schoolSessionsOf(db: Queryable, quizId: string, instituteId: string) {
  return db
    .select({ session: quizSessions, name: users.name, customUrl: users.customUrl })
    .from(quizSessions)
    .innerJoin(users, eq(users.id, quizSessions.userId))
    .where(and(eq(quizSessions.quizId, quizId), eq(quizSessions.instituteId, instituteId)))
    .orderBy(sql`${quizSessions.score} desc nulls last`, users.name)
    .limit(1000);
}
