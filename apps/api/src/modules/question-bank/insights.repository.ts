/** SQL for the bank's summaries: faculty counts, the filters of a pool, and the analytics charts. */
import type { Difficulty, QuestionStatus, StudentClass } from '@noticeboard/shared';
import { and, count, eq, isNotNull, max, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bankQuestions, classSectionSubjects, subjects, users } from '../../db/schema';
import { ownBankWhere } from './question.repository';
import { type PoolViewer, usableQuestionsWhere } from './question-pool.repository';

const countWhen = (status: QuestionStatus) =>
  sql<number>`count(*) filter (where ${bankQuestions.status} = ${status})`.mapWith(Number);

/** The school's faculty with their question counts (only questions still in the bank). */
export async function facultyWithCounts(db: Queryable, instituteId: string) {
  const counts = db
    .select({
      authorId: bankQuestions.authorId,
      total: count().as('total'),
      approved: countWhen('APPROVED').as('approved'),
      pending: countWhen('PENDING_REVIEW').as('pending'),
      rejected: countWhen('REJECTED').as('rejected'),
      lastAddedAt: max(bankQuestions.createdAt).as('last_added_at'),
    })
    .from(bankQuestions)
    .where(ownBankWhere(instituteId))
    .groupBy(bankQuestions.authorId)
    .as('counts');
  return db
    .select({
      facultyId: users.id,
      name: users.name,
      customUrl: users.customUrl,
      total: sql<number>`coalesce(${counts.total}, 0)`.mapWith(Number),
      approved: sql<number>`coalesce(${counts.approved}, 0)`.mapWith(Number),
      pending: sql<number>`coalesce(${counts.pending}, 0)`.mapWith(Number),
      rejected: sql<number>`coalesce(${counts.rejected}, 0)`.mapWith(Number),
      lastAddedAt: counts.lastAddedAt,
    })
    .from(users)
    .leftJoin(counts, eq(counts.authorId, users.id))
    .where(and(eq(users.instituteId, instituteId), eq(users.type, 'INDIVIDUAL'), eq(users.userType, 'FACULTY')))
    .orderBy(sql`lower(${users.name})`, users.id);
}

/** Subject names each faculty member teaches in the school's class sections. */
export async function subjectsTaught(db: Queryable, instituteId: string) {
  return db
    .selectDistinct({ facultyId: classSectionSubjects.facultyId, name: subjects.name })
    .from(classSectionSubjects)
    .innerJoin(subjects, eq(subjects.id, classSectionSubjects.subjectId))
    .where(and(eq(classSectionSubjects.instituteId, instituteId), isNotNull(classSectionSubjects.facultyId)));
}

export interface PoolNarrowing {
  studentClass?: StudentClass;
  subject?: string;
}

/** Classes, subjects, chapters, topics, boards and difficulties with counts within the viewer's usable pool. */
export async function poolFacets(db: Queryable, viewer: PoolViewer, narrowing: PoolNarrowing) {
  const pool = usableQuestionsWhere(viewer);
  const inClass = narrowing.studentClass
    ? (and(pool, eq(bankQuestions.studentClass, narrowing.studentClass)) as SQL)
    : pool;
  const inSubject = narrowing.subject
    ? (and(inClass, sql`lower(${bankQuestions.subjectName}) = ${narrowing.subject.toLowerCase()}`) as SQL)
    : inClass;
  const subjectKey = sql`lower(${bankQuestions.subjectName})`;
  const chapterKey = sql`lower(${bankQuestions.chapterTitle})`;
  const [classes, subjectRows, chapterRows, topics, boards, difficulties] = await Promise.all([
    db
      .select({ studentClass: bankQuestions.studentClass, questionCount: count() })
      .from(bankQuestions)
      .where(pool)
      .groupBy(bankQuestions.studentClass),
    db
      .select({ name: sql<string>`min(${bankQuestions.subjectName})`, questionCount: count() })
      .from(bankQuestions)
      .where(inClass)
      .groupBy(subjectKey)
      .orderBy(subjectKey),
    db
      .select({
        title: sql<string>`min(${bankQuestions.chapterTitle})`,
        subject: sql<string>`min(${bankQuestions.subjectName})`,
        questionCount: count(),
      })
      .from(bankQuestions)
      .where(and(inSubject, isNotNull(bankQuestions.chapterTitle)))
      .groupBy(subjectKey, chapterKey)
      .orderBy(subjectKey, chapterKey),
    db
      .selectDistinct({ topic: bankQuestions.topic })
      .from(bankQuestions)
      .where(and(inSubject, isNotNull(bankQuestions.topic)))
      .orderBy(bankQuestions.topic)
      .limit(200),
    db.selectDistinct({ board: bankQuestions.board }).from(bankQuestions).where(inClass),
    db.selectDistinct({ difficulty: bankQuestions.difficulty }).from(bankQuestions).where(inSubject),
  ]);
  return { classes, subjectRows, chapterRows, topics, boards, difficulties };
}

/** The questions a chart counts: the school's bank, or one author's questions in it. */
export interface ChartScope {
  instituteId: string;
  authorId: string | null;
}

function chartWhere({ instituteId, authorId }: ChartScope): SQL {
  const own = ownBankWhere(instituteId);
  return authorId ? (and(own, eq(bankQuestions.authorId, authorId)) as SQL) : own;
}

export async function countsByStatus(db: Queryable, scope: ChartScope) {
  const where = chartWhere(scope);
  return db
    .select({ status: bankQuestions.status, count: count() })
    .from(bankQuestions)
    .where(where)
    .groupBy(bankQuestions.status);
}

export async function countsByDifficulty(
  db: Queryable,
  scope: ChartScope,
): Promise<{ difficulty: Difficulty; count: number }[]> {
  const where = chartWhere(scope);
  return db
    .select({ difficulty: bankQuestions.difficulty, count: count() })
    .from(bankQuestions)
    .where(where)
    .groupBy(bankQuestions.difficulty);
}

export async function countsBySubject(db: Queryable, scope: ChartScope) {
  const where = chartWhere(scope);
  const subjectKey = sql`lower(${bankQuestions.subjectName})`;
  return db
    .select({
      subject: sql<string>`min(${bankQuestions.subjectName})`,
      approved: countWhen('APPROVED'),
      pending: countWhen('PENDING_REVIEW'),
      rejected: countWhen('REJECTED'),
    })
    .from(bankQuestions)
    .where(where)
    .groupBy(subjectKey)
    .orderBy(subjectKey);
}
