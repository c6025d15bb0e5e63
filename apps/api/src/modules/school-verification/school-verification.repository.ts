/** SQL for the platform's verification of schools: the columns on `institutes`, read and written by institute id. */
import type { VerificationEvidence } from '@noticeboard/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { institutes } from '../../db/schema';

/** A school's whole row: the decision needs its name and address as well as the verification columns. */
export type VerificationRow = typeof institutes.$inferSelect;

export async function findVerification(db: Queryable, instituteId: string): Promise<VerificationRow | undefined> {
  const [row] = await db.select().from(institutes).where(eq(institutes.id, instituteId)).limit(1);
  return row;
}

/** The school an operator names by its custom URL or its email (both unique, compared case-insensitively). */
export async function findVerificationByCustomUrlOrEmail(
  db: Queryable,
  target: string,
): Promise<VerificationRow | undefined> {
  const key = target.trim().toLowerCase();
  const column = key.includes('@') ? institutes.email : institutes.customUrl;
  const [row] = await db.select().from(institutes).where(sql`lower(${column}) = ${key}`).limit(1);
  return row;
}

/** Locks the school's row for the decision being taken in this transaction. */
export async function lockVerification(db: Queryable, instituteId: string): Promise<VerificationRow | undefined> {
  const [row] = await db.select().from(institutes).where(eq(institutes.id, instituteId)).for('update').limit(1);
  return row;
}

export async function listPendingVerifications(db: Queryable): Promise<VerificationRow[]> {
  return db
    .select()
    .from(institutes)
    .where(eq(institutes.verificationStatus, 'PENDING'))
    .orderBy(asc(institutes.verificationRequestedAt), asc(institutes.name));
}

/** The school's evidence: the request waits (PENDING) and any earlier decision note is cleared. */
export async function saveVerificationRequest(
  db: Queryable,
  instituteId: string,
  values: { udiseCode: string | null; affiliationNumber: string | null; note: string | null; at: Date },
): Promise<void> {
  await db
    .update(institutes)
    .set({
      verificationStatus: 'PENDING',
      udiseCode: values.udiseCode,
      affiliationNumber: values.affiliationNumber,
      verificationRequestNote: values.note,
      verificationRequestedAt: values.at,
      verificationNote: null,
      updatedAt: values.at,
    })
    .where(and(eq(institutes.id, instituteId), sql`${institutes.verificationStatus} <> 'VERIFIED'`));
}

export async function saveVerified(
  db: Queryable,
  instituteId: string,
  values: {
    at: Date;
    operator: string;
    evidence: VerificationEvidence;
    udiseCode: string | null;
    affiliationNumber: string | null;
    note: string | null;
  },
): Promise<void> {
  await db
    .update(institutes)
    .set({
      verificationStatus: 'VERIFIED',
      udiseCode: values.udiseCode,
      affiliationNumber: values.affiliationNumber,
      platformVerifiedAt: values.at,
      platformVerifiedBy: values.operator,
      verifiedWith: values.evidence,
      verificationNote: values.note,
      updatedAt: values.at,
    })
    .where(eq(institutes.id, instituteId));
}

/** Refused or withdrawn: the badge goes, the evidence stays for the school to correct and send again. */
export async function saveRejected(db: Queryable, instituteId: string, values: { at: Date; note: string }) {
  await db
    .update(institutes)
    .set({
      verificationStatus: 'REJECTED',
      platformVerifiedAt: null,
      platformVerifiedBy: null,
      verifiedWith: null,
      verificationNote: values.note,
      updatedAt: values.at,
    })
    .where(eq(institutes.id, instituteId));
}
