/** SQL of question papers: the chosen questions and the papers made. */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { bankQuestions, institutes, questionPaperDownloads, users } from '../../../db/schema';
import { offsetOf } from '../../../lib/paging';
import { type PoolViewer, usableQuestionsWhere } from '../question-pool.repository';

/** The chosen questions the school may print (fewer rows than ids means some are not usable). */
export function selectUsableQuestions(db: Queryable, viewer: PoolViewer, questionIds: string[]) {
  return db
    .select({
      id: bankQuestions.id,
      stem: bankQuestions.stem,
      options: bankQuestions.options,
      answerIndex: bankQuestions.answerIndex,
      explanation: bankQuestions.explanation,
      studentClass: bankQuestions.studentClass,
      subjectName: bankQuestions.subjectName,
    })
    .from(bankQuestions)
    .where(and(inArray(bankQuestions.id, questionIds), usableQuestionsWhere(viewer)));
}

export async function findNames(db: Queryable, instituteId: string, userId: string) {
  const [[school], [user]] = await Promise.all([
    db.select({ name: institutes.name }).from(institutes).where(eq(institutes.id, instituteId)),
    db.select({ name: users.name }).from(users).where(eq(users.id, userId)),
  ]);
  return { schoolName: school?.name ?? '', userName: user?.name ?? '' };
}

export async function insertDownload(db: Queryable, row: typeof questionPaperDownloads.$inferInsert) {
  const [inserted] = await db.insert(questionPaperDownloads).values(row).returning();
  if (!inserted) throw new Error('question paper row not inserted');
  return inserted;
}

const downloadColumns = {
  id: questionPaperDownloads.id,
  title: questionPaperDownloads.title,
  questionCount: sql<number>`cardinality(${questionPaperDownloads.questionIds})::int`,
  includeAnswerKey: questionPaperDownloads.includeAnswerKey,
  paperKey: questionPaperDownloads.paperKey,
  answerKeyKey: questionPaperDownloads.answerKeyKey,
  createdAt: questionPaperDownloads.createdAt,
  userId: questionPaperDownloads.userId,
  userName: users.name,
};

/** The school's papers, newest first, with who made each. */
export async function selectDownloadsPage(db: Queryable, instituteId: string, query: { page: number; size: number }) {
  const mine = eq(questionPaperDownloads.instituteId, instituteId);
  const [rows, [totals]] = await Promise.all([
    db
      .select(downloadColumns)
      .from(questionPaperDownloads)
      .innerJoin(users, eq(users.id, questionPaperDownloads.userId))
      .where(mine)
      .orderBy(desc(questionPaperDownloads.createdAt), desc(questionPaperDownloads.id))
      .limit(query.size)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(questionPaperDownloads).where(mine),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}
export type DownloadRow = Awaited<ReturnType<typeof selectDownloadsPage>>['rows'][number];

/** One paper of the school; undefined for another school's (callers answer 404 either way). */
export async function findDownload(db: Queryable, instituteId: string, downloadId: string) {
  const [row] = await db
    .select(downloadColumns)
    .from(questionPaperDownloads)
    .innerJoin(users, eq(users.id, questionPaperDownloads.userId))
    .where(and(eq(questionPaperDownloads.id, downloadId), eq(questionPaperDownloads.instituteId, instituteId)))
    .limit(1);
  return row;
}
