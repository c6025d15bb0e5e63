/**
 * SQL for bank questions. Reads of a school's bank take its institute id; reads across schools go through
 * usableQuestionsWhere (question-pool.repository.ts), the one tenant rule.
 */
import type { Difficulty, QuestionSource, QuestionStatus, StudentClass } from '@noticeboard/shared';
import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bankQuestions, institutes, users } from '../../db/schema';
import { escapeLike } from '../team/team.repository';
import { type PoolViewer, usableQuestionsWhere } from './question-pool.repository';

export type BankQuestionRow = typeof bankQuestions.$inferSelect;
export type NewBankQuestion = typeof bankQuestions.$inferInsert;

/** A question with the names its presenter shows. */
export interface ListedQuestionRow extends BankQuestionRow {
  instituteName: string | null;
  authorName: string | null;
}

const listedColumns = {
  question: bankQuestions,
  instituteName: institutes.name,
  authorName: users.name,
};

function flatten(row: { question: BankQuestionRow; instituteName: string | null; authorName: string | null }) {
  return { ...row.question, instituteName: row.instituteName, authorName: row.authorName };
}

export interface BankListFilter {
  status?: QuestionStatus;
  studentClass?: StudentClass;
  subjectId?: string;
  chapterId?: string;
  difficulty?: Difficulty;
  board?: BankQuestionRow['board'];
  topic?: string;
  search?: string;
  authorId?: string;
}

/** The school's own bank (every status, not deleted). */
export const ownBankWhere = (instituteId: string): SQL =>
  and(eq(bankQuestions.instituteId, instituteId), isNull(bankQuestions.deletedAt)) as SQL;

/** Own bank for OWN (staff see every status); the usable pool for ADOPTED and OPEN (approved only). */
function bankScopeWhere(viewer: PoolViewer & { instituteId: string }, source: QuestionSource): SQL {
  return source === 'OWN' ? ownBankWhere(viewer.instituteId) : usableQuestionsWhere(viewer, [source]);
}

function filterWhere(filter: BankListFilter): SQL[] {
  const parts: SQL[] = [];
  if (filter.status) parts.push(eq(bankQuestions.status, filter.status));
  if (filter.studentClass) parts.push(eq(bankQuestions.studentClass, filter.studentClass));
  if (filter.subjectId) parts.push(eq(bankQuestions.subjectId, filter.subjectId));
  if (filter.chapterId) parts.push(eq(bankQuestions.chapterId, filter.chapterId));
  if (filter.difficulty) parts.push(eq(bankQuestions.difficulty, filter.difficulty));
  if (filter.board) parts.push(eq(bankQuestions.board, filter.board));
  if (filter.topic) parts.push(sql`lower(${bankQuestions.topic}) = ${filter.topic.trim().toLowerCase()}`);
  if (filter.search) parts.push(ilike(bankQuestions.stem, escapeLike(filter.search)));
  if (filter.authorId) parts.push(eq(bankQuestions.authorId, filter.authorId));
  return parts;
}

/** Which questions a bank list shows: a source of the viewer's, narrowed by the filters. */
export interface BankListing {
  viewer: PoolViewer & { instituteId: string };
  source: QuestionSource;
  filter: BankListFilter;
}

export async function listQuestions(
  db: Queryable,
  { viewer, source, filter }: BankListing,
  paging: { limit: number; offset: number },
): Promise<{ rows: ListedQuestionRow[]; total: number }> {
  const where = and(bankScopeWhere(viewer, source), ...filterWhere(filter)) as SQL;
  const [rows, [totals]] = await Promise.all([
    db
      .select(listedColumns)
      .from(bankQuestions)
      .leftJoin(institutes, eq(institutes.id, bankQuestions.instituteId))
      .leftJoin(users, eq(users.id, bankQuestions.authorId))
      .where(where)
      .orderBy(desc(bankQuestions.createdAt), desc(bankQuestions.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: count() }).from(bankQuestions).where(where),
  ]);
  return { rows: rows.map(flatten), total: Number(totals?.total ?? 0) };
}

/** The same list counted per status in one grouped statement (the status filter of `filter` is not applied). */
export async function countQuestionsByStatus(
  db: Queryable,
  { viewer, source, filter }: BankListing,
): Promise<Array<{ status: QuestionStatus; total: number }>> {
  const { status: _status, ...rest } = filter;
  const rows = await db
    .select({ status: bankQuestions.status, total: count() })
    .from(bankQuestions)
    .where(and(bankScopeWhere(viewer, source), ...filterWhere(rest)))
    .groupBy(bankQuestions.status);
  return rows.map((row) => ({ status: row.status, total: Number(row.total) }));
}

/** A question the viewer may see: their school's (any status) or one of their usable pool; else undefined. */
export async function findVisibleQuestion(
  db: Queryable,
  viewer: PoolViewer & { instituteId: string },
  id: string,
): Promise<ListedQuestionRow | undefined> {
  const [row] = await db
    .select(listedColumns)
    .from(bankQuestions)
    .leftJoin(institutes, eq(institutes.id, bankQuestions.instituteId))
    .leftJoin(users, eq(users.id, bankQuestions.authorId))
    .where(and(eq(bankQuestions.id, id), or(ownBankWhere(viewer.instituteId), usableQuestionsWhere(viewer))))
    .limit(1);
  return row ? flatten(row) : undefined;
}

/** The school's own question, locked for a change (review, edit, delete). */
export async function lockOwnQuestion(
  db: Queryable,
  instituteId: string,
  id: string,
): Promise<BankQuestionRow | undefined> {
  const [row] = await db
    .select()
    .from(bankQuestions)
    .where(and(eq(bankQuestions.id, id), ownBankWhere(instituteId)))
    .for('update');
  return row;
}

export async function insertQuestion(db: Queryable, values: NewBankQuestion): Promise<BankQuestionRow> {
  const [row] = await db.insert(bankQuestions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateQuestion(
  db: Queryable,
  instituteId: string,
  id: string,
  values: Partial<NewBankQuestion>,
): Promise<void> {
  await db
    .update(bankQuestions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(bankQuestions.id, id), eq(bankQuestions.instituteId, instituteId)));
}

export async function findUserContact(db: Queryable, userId: string) {
  const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return row;
}
