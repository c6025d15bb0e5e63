/** SQL for adoptions of one school's bank by another, and the schools whose banks may be adopted. */
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { bankQuestions, institutes, questionBankAdoptions, users } from '../../db/schema';
import { escapeLike } from '../team/team.repository';

export type AdoptionRow = typeof questionBankAdoptions.$inferSelect;

const requester = alias(institutes, 'adoption_requester');
const owner = alias(institutes, 'adoption_owner');

/** An adoption with both schools' names. */
export interface NamedAdoptionRow extends AdoptionRow {
  requesterName: string;
  requesterCustomUrl: string;
  ownerName: string;
  ownerCustomUrl: string;
}

const namedColumns = {
  adoption: questionBankAdoptions,
  requesterName: requester.name,
  requesterCustomUrl: requester.customUrl,
  ownerName: owner.name,
  ownerCustomUrl: owner.customUrl,
};

const flatten = ({ adoption, ...names }: { adoption: AdoptionRow } & Omit<NamedAdoptionRow, keyof AdoptionRow>) => ({
  ...adoption,
  ...names,
});

const approvedOfSchools = and(
  eq(bankQuestions.status, 'APPROVED'),
  isNull(bankQuestions.deletedAt),
  isNotNull(bankQuestions.instituteId),
);

/** Other schools with approved questions, most questions first, optionally by name. */
export async function adoptableSchools(
  db: Queryable,
  callerInstituteId: string,
  search: string | undefined,
  paging: { limit: number; offset: number },
) {
  const approved = db
    .select({
      instituteId: bankQuestions.instituteId,
      approvedQuestions: count().as('approved_questions'),
      subjects: sql<string[]>`array_agg(distinct ${bankQuestions.subjectName})`.as('subjects'),
    })
    .from(bankQuestions)
    .where(approvedOfSchools)
    .groupBy(bankQuestions.instituteId)
    .as('approved');
  const where = and(
    ne(institutes.id, callerInstituteId),
    search ? ilike(institutes.name, escapeLike(search)) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        instituteId: institutes.id,
        name: institutes.name,
        customUrl: institutes.customUrl,
        approvedQuestions: approved.approvedQuestions,
        subjects: approved.subjects,
      })
      .from(institutes)
      .innerJoin(approved, eq(approved.instituteId, institutes.id))
      .where(where)
      .orderBy(desc(approved.approvedQuestions), sql`lower(${institutes.name})`, institutes.id)
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({ total: count() })
      .from(institutes)
      .innerJoin(approved, eq(approved.instituteId, institutes.id))
      .where(where),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

/** The requester's adoptions with these owners, newest first. */
export async function adoptionsRequestedOf(db: Queryable, requesterInstituteId: string, ownerIds: string[]) {
  if (ownerIds.length === 0) return [];
  return db
    .select({
      id: questionBankAdoptions.id,
      ownerInstituteId: questionBankAdoptions.ownerInstituteId,
      status: questionBankAdoptions.status,
    })
    .from(questionBankAdoptions)
    .where(
      and(
        eq(questionBankAdoptions.requesterInstituteId, requesterInstituteId),
        inArray(questionBankAdoptions.ownerInstituteId, ownerIds),
      ),
    )
    .orderBy(desc(questionBankAdoptions.createdAt));
}

/** Approved questions per school. */
export async function approvedCounts(db: Queryable, instituteIds: string[]): Promise<Map<string, number>> {
  if (instituteIds.length === 0) return new Map();
  const rows = await db
    .select({ instituteId: bankQuestions.instituteId, total: count() })
    .from(bankQuestions)
    .where(and(approvedOfSchools, inArray(bankQuestions.instituteId, instituteIds)))
    .groupBy(bankQuestions.instituteId);
  return new Map(rows.map((row) => [row.instituteId ?? '', Number(row.total)]));
}

export async function findOpenAdoption(db: Queryable, requesterInstituteId: string, ownerInstituteId: string) {
  const [row] = await db
    .select({ id: questionBankAdoptions.id })
    .from(questionBankAdoptions)
    .where(
      and(
        eq(questionBankAdoptions.requesterInstituteId, requesterInstituteId),
        eq(questionBankAdoptions.ownerInstituteId, ownerInstituteId),
        inArray(questionBankAdoptions.status, ['PENDING', 'ACCEPTED']),
      ),
    );
  return row;
}

export async function insertAdoption(
  db: Queryable,
  values: typeof questionBankAdoptions.$inferInsert,
): Promise<AdoptionRow> {
  const [row] = await db.insert(questionBankAdoptions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findNamedAdoption(db: Queryable, id: string): Promise<NamedAdoptionRow | undefined> {
  const [row] = await db
    .select(namedColumns)
    .from(questionBankAdoptions)
    .innerJoin(requester, eq(requester.id, questionBankAdoptions.requesterInstituteId))
    .innerJoin(owner, eq(owner.id, questionBankAdoptions.ownerInstituteId))
    .where(eq(questionBankAdoptions.id, id));
  return row ? flatten(row) : undefined;
}

/** Adoptions the school sent or received, newest first. */
export async function adoptionsOf(db: Queryable, instituteId: string): Promise<NamedAdoptionRow[]> {
  const rows = await db
    .select(namedColumns)
    .from(questionBankAdoptions)
    .innerJoin(requester, eq(requester.id, questionBankAdoptions.requesterInstituteId))
    .innerJoin(owner, eq(owner.id, questionBankAdoptions.ownerInstituteId))
    .where(
      or(
        eq(questionBankAdoptions.requesterInstituteId, instituteId),
        eq(questionBankAdoptions.ownerInstituteId, instituteId),
      ),
    )
    .orderBy(desc(questionBankAdoptions.createdAt))
    .limit(200);
  return rows.map(flatten);
}

export async function lockAdoption(db: Queryable, id: string): Promise<AdoptionRow | undefined> {
  const [row] = await db.select().from(questionBankAdoptions).where(eq(questionBankAdoptions.id, id)).for('update');
  return row;
}

export async function updateAdoption(
  db: Queryable,
  id: string,
  values: Partial<typeof questionBankAdoptions.$inferInsert>,
): Promise<void> {
  await db
    .update(questionBankAdoptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(questionBankAdoptions.id, id));
}

/** Where a school's mail goes: its account's address, else the school's own. */
export async function schoolContact(db: Queryable, instituteId: string) {
  const [row] = await db
    .select({ name: institutes.name, email: sql<string>`coalesce(${users.email}, ${institutes.email})` })
    .from(institutes)
    .leftJoin(users, and(eq(users.instituteId, institutes.id), eq(users.type, 'INSTITUTE')))
    .where(eq(institutes.id, instituteId))
    .limit(1);
  return row;
}
