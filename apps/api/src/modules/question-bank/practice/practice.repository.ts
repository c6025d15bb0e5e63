/** SQL of MCQ practice: the pool's pages, one usable question, and a player's attempts. */
import type { mcqAttemptedQuerySchema, mcqQuerySchema } from '@noticeboard/shared';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../../db/client';
import { bankQuestions, mcqAttempts } from '../../../db/schema';
import { offsetOf } from '../../../lib/paging';
import { escapeLike } from '../../team/team.repository';
import { type PoolViewer, usableQuestionsWhere } from '../question-pool.repository';

export type McqQuery = z.infer<typeof mcqQuerySchema>;
export type AttemptedFilter = Omit<z.infer<typeof mcqAttemptedQuerySchema>, 'page' | 'size'>;

const sameText = (column: SQL | typeof bankQuestions.subjectName, value: string) =>
  sql`lower(${column}) = ${value.toLowerCase()}`;

/** The practice filters (names compared case-insensitively, so one subject name spans own, adopted and open). */
function filtersWhere(query: McqQuery): SQL[] {
  const parts: SQL[] = [];
  if (query.studentClass) parts.push(eq(bankQuestions.studentClass, query.studentClass));
  if (query.subjectId) parts.push(eq(bankQuestions.subjectId, query.subjectId));
  if (query.chapterId) parts.push(eq(bankQuestions.chapterId, query.chapterId));
  if (query.subject) parts.push(sameText(bankQuestions.subjectName, query.subject));
  if (query.chapter) parts.push(sql`lower(${bankQuestions.chapterTitle}) = ${query.chapter.toLowerCase()}`);
  if (query.difficulty) parts.push(eq(bankQuestions.difficulty, query.difficulty));
  if (query.board) parts.push(eq(bankQuestions.board, query.board));
  if (query.topic) parts.push(sql`lower(${bankQuestions.topic}) = ${query.topic.trim().toLowerCase()}`);
  if (query.search) {
    parts.push(
      sql`(${bankQuestions.stem} ilike ${escapeLike(query.search)} or ${bankQuestions.topic} ilike ${escapeLike(query.search)})`,
    );
  }
  return parts;
}

const questionColumns = {
  id: bankQuestions.id,
  instituteId: bankQuestions.instituteId,
  stem: bankQuestions.stem,
  options: bankQuestions.options,
  difficulty: bankQuestions.difficulty,
  studentClass: bankQuestions.studentClass,
  subjectId: bankQuestions.subjectId,
  subjectName: bankQuestions.subjectName,
  chapterId: bankQuestions.chapterId,
  chapterTitle: bankQuestions.chapterTitle,
  topic: bankQuestions.topic,
};

/**
 * A page of usable questions with the player's last answer. Ordered by class, subject, chapter, creation and id:
 * a total order, so pages neither repeat nor skip a question while the pool is unchanged.
 */
export async function selectPracticePage(db: Queryable, viewer: PoolViewer, playerId: string | null, query: McqQuery) {
  const parts = [usableQuestionsWhere(viewer), ...filtersWhere(query)];
  if (query.unattempted && playerId) {
    parts.push(sql`not exists (select 1 from ${mcqAttempts} where ${mcqAttempts.questionId} = ${bankQuestions.id}
      and ${mcqAttempts.userId} = ${playerId})`);
  }
  const where = and(...parts);
  const joinOn = playerId
    ? and(eq(mcqAttempts.questionId, bankQuestions.id), eq(mcqAttempts.userId, playerId))
    : sql`false`;
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...questionColumns, lastSelected: mcqAttempts.selectedIndex, lastCorrect: mcqAttempts.correct })
      .from(bankQuestions)
      .leftJoin(mcqAttempts, joinOn)
      .where(where)
      .orderBy(
        asc(bankQuestions.studentClass),
        asc(sql`lower(${bankQuestions.subjectName})`),
        sql`lower(${bankQuestions.chapterTitle}) asc nulls last`,
        asc(bankQuestions.createdAt),
        asc(bankQuestions.id),
      )
      .limit(query.size)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(bankQuestions).where(where),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}
export type PracticeRow = Awaited<ReturnType<typeof selectPracticePage>>['rows'][number];

/** One question the viewer may practise, with its answer; undefined when it is not in their pool. */
export async function findUsableQuestion(db: Queryable, viewer: PoolViewer, questionId: string) {
  const [row] = await db
    .select({
      id: bankQuestions.id,
      options: bankQuestions.options,
      answerIndex: bankQuestions.answerIndex,
      explanation: bankQuestions.explanation,
    })
    .from(bankQuestions)
    .where(and(eq(bankQuestions.id, questionId), usableQuestionsWhere(viewer)))
    .limit(1);
  return row;
}

/** Keeps the latest answer and counts the tries (one row per player and question). */
export async function upsertAttempt(
  db: Queryable,
  attempt: { userId: string; questionId: string; selectedIndex: number; correct: boolean },
): Promise<void> {
  await db
    .insert(mcqAttempts)
    .values(attempt)
    .onConflictDoUpdate({
      target: [mcqAttempts.userId, mcqAttempts.questionId],
      set: {
        selectedIndex: attempt.selectedIndex,
        correct: attempt.correct,
        attempts: sql`${mcqAttempts.attempts} + 1`,
        answeredAt: sql`now()`,
      },
    });
}

const tally = {
  attempted: sql<number>`count(*)::int`,
  right: sql<number>`(count(*) filter (where ${mcqAttempts.correct}))::int`,
};

/** The player's totals, per subject name and per difficulty (latest answer of each question counts). */
export async function selectTallies(db: Queryable, userId: string) {
  const mine = eq(mcqAttempts.userId, userId);
  const subjectName = sql<string>`min(${bankQuestions.subjectName})`;
  const [[totals], bySubject, byDifficulty] = await Promise.all([
    db.select(tally).from(mcqAttempts).where(mine),
    db
      .select({ subject: subjectName, ...tally })
      .from(mcqAttempts)
      .innerJoin(bankQuestions, eq(bankQuestions.id, mcqAttempts.questionId))
      .where(mine)
      .groupBy(sql`lower(${bankQuestions.subjectName})`)
      .orderBy(sql`lower(${bankQuestions.subjectName})`),
    db
      .select({ difficulty: bankQuestions.difficulty, ...tally })
      .from(mcqAttempts)
      .innerJoin(bankQuestions, eq(bankQuestions.id, mcqAttempts.questionId))
      .where(mine)
      .groupBy(bankQuestions.difficulty),
  ]);
  return { totals: totals ?? { attempted: 0, right: 0 }, bySubject, byDifficulty };
}

function attemptedWhere(userId: string, filter: AttemptedFilter): SQL | undefined {
  const parts: SQL[] = [eq(mcqAttempts.userId, userId)];
  if (filter.outcome) parts.push(eq(mcqAttempts.correct, filter.outcome === 'RIGHT'));
  if (filter.subject) parts.push(sameText(bankQuestions.subjectName, filter.subject));
  return and(...parts);
}

/** The questions the player practised, newest answer first. */
export async function selectAttemptedPage(
  db: Queryable,
  userId: string,
  query: AttemptedFilter & { page: number; size: number },
) {
  const where = attemptedWhere(userId, query);
  const [rows, total] = await Promise.all([
    db
      .select({
        ...questionColumns,
        answerIndex: bankQuestions.answerIndex,
        explanation: bankQuestions.explanation,
        selectedIndex: mcqAttempts.selectedIndex,
        correct: mcqAttempts.correct,
        attempts: mcqAttempts.attempts,
        answeredAt: mcqAttempts.answeredAt,
      })
      .from(mcqAttempts)
      .innerJoin(bankQuestions, eq(bankQuestions.id, mcqAttempts.questionId))
      .where(where)
      .orderBy(desc(mcqAttempts.answeredAt), desc(mcqAttempts.questionId))
      .limit(query.size)
      .offset(offsetOf(query)),
    countAttempted(db, userId, query),
  ]);
  return { rows, total };
}
export type AttemptedRow = Awaited<ReturnType<typeof selectAttemptedPage>>['rows'][number];

export async function countAttempted(db: Queryable, userId: string, filter: AttemptedFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(mcqAttempts)
    .innerJoin(bankQuestions, eq(bankQuestions.id, mcqAttempts.questionId))
    .where(attemptedWhere(userId, filter));
  return Number(row?.total ?? 0);
}
