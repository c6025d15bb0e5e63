/** SQL of an assignment's analytics: every answer to its questions (the people and their sums are grading's). */
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { assignmentAttempts, attemptAnswers } from '../../db/schema';
import type { AnswerRow } from './grading.repository';

/** Every saved answer of every attempt of the assignment. */
export async function answersOfAssignment(db: Queryable, assignmentId: string): Promise<AnswerRow[]> {
  const result = await db
    .select({ answer: attemptAnswers })
    .from(attemptAnswers)
    .innerJoin(assignmentAttempts, eq(assignmentAttempts.id, attemptAnswers.attemptId))
    .where(eq(assignmentAttempts.assignmentId, assignmentId));
  return result.map((row) => row.answer);
}

/** A student's attempt of the assignment (whether their result is out decides what they may read). */
export async function attemptOfStudent(db: Queryable, assignmentId: string, candidateId: string) {
  const [row] = await db
    .select({ status: assignmentAttempts.status, identityCheck: assignmentAttempts.identityCheck })
    .from(assignmentAttempts)
    .where(and(eq(assignmentAttempts.assignmentId, assignmentId), eq(assignmentAttempts.candidateId, candidateId)))
    .limit(1);
  return row ?? null;
}
