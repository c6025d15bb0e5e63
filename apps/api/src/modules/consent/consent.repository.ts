/** SQL for parent consent. Institute-side queries always take the institute id (tenant scope). */
import type { ConsentListQuery, ConsentStatus } from '@noticeboard/shared';
import { and, count, eq, ilike, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { institutes, orders, parentConsents, users } from '../../db/schema';
import { consentAllows } from './consent-ledger.repository';

export type ConsentRow = typeof parentConsents.$inferSelect;

/** The latest paid consent fee of the request (orders_consent_idx), as the school's list shows it. */
const paidFee = (column: SQL) =>
  sql`(select ${column} from ${orders}
    where ${orders.consentId} = ${parentConsents.id} and ${orders.purpose} = 'CONSENT_FEE' and ${orders.status} = 'PAID'
    order by ${orders.paidAt} desc limit 1)`;

const listFields = {
  consent: parentConsents,
  studentName: users.name,
  studentClass: users.studentClass,
  section: users.section,
  paidPaise: paidFee(sql`${orders.totalPaise}`).mapWith(Number),
  paidAt: paidFee(sql`${orders.paidAt}`).mapWith(orders.paidAt),
};
export type ConsentListRow = { consent: ConsentRow } & Pick<typeof users.$inferSelect, 'studentClass' | 'section'> & {
    studentName: string;
    paidPaise: number | null;
    paidAt: Date | null;
  };

export async function findStudent(db: Queryable, instituteId: string, studentId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, dateOfBirth: users.dateOfBirth })
    .from(users)
    .where(
      and(
        eq(users.id, studentId),
        eq(users.instituteId, instituteId),
        eq(users.type, 'CANDIDATE'),
        eq(users.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  return row;
}

export async function findConsent(
  db: Queryable,
  instituteId: string,
  studentId: string,
): Promise<ConsentListRow | undefined> {
  const [row] = await db
    .select(listFields)
    .from(parentConsents)
    .innerJoin(users, eq(users.id, parentConsents.studentId))
    .where(and(eq(parentConsents.instituteId, instituteId), eq(parentConsents.studentId, studentId)))
    .limit(1);
  return row;
}

/** The school's list: its active students' requests, one status or all, matching the search. */
function consentListWhere(instituteId: string, query: Pick<ConsentListQuery, 'status' | 'search'>) {
  const conditions: SQL[] = [eq(parentConsents.instituteId, instituteId), eq(users.status, 'ACTIVE')];
  if (query.status) conditions.push(eq(parentConsents.status, query.status));
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(parentConsents.parentName, pattern)) as SQL);
  }
  return and(...conditions);
}

export async function listConsents(
  db: Queryable,
  instituteId: string,
  query: ConsentListQuery,
): Promise<{ rows: ConsentListRow[]; total: number }> {
  const where = consentListWhere(instituteId, query);
  const [rows, [totals]] = await Promise.all([
    db
      .select(listFields)
      .from(parentConsents)
      .innerJoin(users, eq(users.id, parentConsents.studentId))
      .where(where)
      .orderBy(users.studentClass, users.section, users.name, parentConsents.id)
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ total: count() })
      .from(parentConsents)
      .innerJoin(users, eq(users.id, parentConsents.studentId))
      .where(where),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

/** The school's list counted per status in one grouped statement (the status filter's numbers). */
export async function countConsentsByStatus(
  db: Queryable,
  instituteId: string,
  search: string | undefined,
): Promise<Array<{ status: ConsentStatus; total: number }>> {
  const rows = await db
    .select({ status: parentConsents.status, total: count() })
    .from(parentConsents)
    .innerJoin(users, eq(users.id, parentConsents.studentId))
    .where(consentListWhere(instituteId, { search }))
    .groupBy(parentConsents.status);
  return rows.map((row) => ({ status: row.status, total: Number(row.total) }));
}

/** Creates the student's request, or points an undecided one at a new parent address. */
export async function upsertRequest(
  db: Queryable,
  values: { instituteId: string; studentId: string; parentName: string; parentEmail: string },
): Promise<ConsentRow> {
  const [row] = await db
    .insert(parentConsents)
    .values({ ...values, status: 'PENDING' })
    .onConflictDoUpdate({
      target: parentConsents.studentId,
      set: {
        parentName: values.parentName,
        parentEmail: values.parentEmail,
        status: 'PENDING',
        tokenHash: null,
        expiresAt: null,
        sends: 0,
        lastSentAt: null,
        decidedAt: null,
      },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/** A new token replaces the old one, so only the newest link works. */
export async function storeToken(db: Queryable, id: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db
    .update(parentConsents)
    .set({ tokenHash, expiresAt, sends: sql`${parentConsents.sends} + 1`, lastSentAt: new Date() })
    .where(eq(parentConsents.id, id));
}

/** PENDING requests of active students whose link was never sent or has expired. */
export async function pendingWithoutLiveToken(db: Queryable, instituteId: string): Promise<ConsentListRow[]> {
  return db
    .select(listFields)
    .from(parentConsents)
    .innerJoin(users, eq(users.id, parentConsents.studentId))
    .where(
      and(
        eq(parentConsents.instituteId, instituteId),
        eq(parentConsents.status, 'PENDING'),
        eq(users.status, 'ACTIVE'),
        or(isNull(parentConsents.tokenHash), lte(parentConsents.expiresAt, new Date())),
      ),
    );
}

/** The request a link's token belongs to, with the two things the parent's page may show. */
export async function findByTokenHash(db: Queryable, tokenHash: string) {
  const [row] = await db
    .select({ consent: parentConsents, studentName: users.name, schoolName: institutes.name })
    .from(parentConsents)
    .innerJoin(users, eq(users.id, parentConsents.studentId))
    .innerJoin(institutes, eq(institutes.id, parentConsents.instituteId))
    .where(eq(parentConsents.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Records the parent's answer once: the token must still be the live one; it dies with the answer. */
export async function decideByToken(
  db: Queryable,
  id: string,
  tokenHash: string,
  status: 'GRANTED' | 'DECLINED',
  faceChecks = false,
): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(parentConsents)
    .set({
      status,
      decidedAt: now,
      tokenHash: null,
      expiresAt: null,
      faceChecksAllowed: status === 'GRANTED' && faceChecks,
    })
    .where(
      and(
        eq(parentConsents.id, id),
        eq(parentConsents.tokenHash, tokenHash),
        eq(parentConsents.status, 'PENDING'),
        sql`${parentConsents.expiresAt} > ${now}`,
      ),
    )
    .returning({ id: parentConsents.id });
  return rows.length === 1;
}

/** The school sets the status by hand (e.g. a signed paper form); any emailed link stops working. */
export async function setStatus(db: Queryable, instituteId: string, id: string, status: ConsentStatus): Promise<void> {
  await db
    .update(parentConsents)
    .set({ status, decidedAt: status === 'PENDING' ? null : new Date(), tokenHash: null, expiresAt: null })
    .where(and(eq(parentConsents.id, id), eq(parentConsents.instituteId, instituteId)));
}

/** For community features: may this member of the school post, comment and appear in public lists (the ledger's COMMUNITY)? */
export async function hasConsent(db: Queryable, instituteId: string, studentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.instituteId, instituteId)))
    .limit(1);
  return row ? consentAllows(db, row.id, 'COMMUNITY') : false;
}

/** Locks a request while a consent fee order is made for it; false when it is no longer waiting for an answer. */
export async function lockPendingConsent(db: Queryable, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: parentConsents.id })
    .from(parentConsents)
    .where(and(eq(parentConsents.id, id), eq(parentConsents.status, 'PENDING')))
    .for('update');
  return rows.length === 1;
}

/**
 * Grants a request because its fee was paid: only while it still waits for an answer and is still addressed to the
 * parent who paid (a school that corrected the address asked someone else). Its link dies, as after any answer.
 */
export async function grantPaidConsent(
  db: Queryable,
  { consentId, parentEmail, at }: { consentId: string; parentEmail: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(parentConsents)
    .set({ status: 'GRANTED', decidedAt: at, tokenHash: null, expiresAt: null })
    .where(
      and(
        eq(parentConsents.id, consentId),
        eq(parentConsents.status, 'PENDING'),
        sql`lower(${parentConsents.parentEmail}) = lower(${parentEmail})`,
      ),
    )
    .returning({ id: parentConsents.id });
  return rows.length === 1;
}

/** A request with its student's name, by its id (the payment side knows the request, not the student). */
export async function findConsentById(db: Queryable, id: string) {
  const [row] = await db
    .select({ consent: parentConsents, studentName: users.name })
    .from(parentConsents)
    .innerJoin(users, eq(users.id, parentConsents.studentId))
    .where(eq(parentConsents.id, id))
    .limit(1);
  return row;
}

/** The parent's yes or no to face checks, recorded with a paid grant's order (it counts once consent is GRANTED). */
export async function setFaceChecksChoice(db: Queryable, id: string, faceChecks: boolean): Promise<void> {
  await db.update(parentConsents).set({ faceChecksAllowed: faceChecks }).where(eq(parentConsents.id, id));
}
