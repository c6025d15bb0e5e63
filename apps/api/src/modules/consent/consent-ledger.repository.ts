/**
 * The consent ledger (issue 20 §3): every grant and withdrawal per person and purpose, and the one question every
 * feature asks of it — `consentAllows` for one person, `consentAllowsSql` where a list filters or labels people.
 */
import {
  CONSENT_PURPOSES,
  type ConsentGrantor,
  type ConsentPurpose,
  CURRENT_POLICY_VERSIONS,
} from '@noticeboard/shared';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { consentDecisions, consentLedger, users } from '../../db/schema';
import { adultBornOnOrBefore } from './consent.policy';
import { type ConsentDecision, OFF_UNTIL_GRANTED, purposeAllowed, purposesOfAnswer } from './consent-ledger.policy';

export interface ConsentEntry {
  userId: string;
  purposes: readonly ConsentPurpose[];
  granted: boolean;
  grantor: ConsentGrantor;
  /** The signed-in person who recorded it; null for a parent's emailed link or payment. */
  recordedBy?: string | null;
  /** Through what: `parent-link`, `consent-fee`, `school-status`, `parent-manage`, `school-purposes`, `settings`. */
  source: string;
  at?: Date;
}

/** Appends one ledger row per purpose and moves each current decision, in the caller's transaction. */
export async function recordConsent(tx: Queryable, entry: ConsentEntry): Promise<void> {
  if (entry.purposes.length === 0) return;
  const at = entry.at ?? new Date();
  const policyVersion = CURRENT_POLICY_VERSIONS.PRIVACY_POLICY;
  await tx.insert(consentLedger).values(
    entry.purposes.map((purpose) => ({
      userId: entry.userId,
      purpose,
      granted: entry.granted,
      grantor: entry.grantor,
      recordedBy: entry.recordedBy ?? null,
      source: entry.source,
      policyVersion,
      createdAt: at,
    })),
  );
  await tx
    .insert(consentDecisions)
    .values(
      entry.purposes.map((purpose) => ({
        userId: entry.userId,
        purpose,
        granted: entry.granted,
        grantor: entry.grantor,
        decidedAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [consentDecisions.userId, consentDecisions.purpose],
      set: { granted: entry.granted, grantor: entry.grantor, decidedAt: at },
    });
}

/** THE question (one server-side function for every feature): may this person's data be used for `purpose` now? */
export async function consentAllows(
  db: Queryable,
  userId: string,
  purpose: ConsentPurpose,
  now: Date = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({
      type: users.type,
      dateOfBirth: users.dateOfBirth,
      granted: consentDecisions.granted,
      grantor: consentDecisions.grantor,
    })
    .from(users)
    .leftJoin(consentDecisions, and(eq(consentDecisions.userId, users.id), eq(consentDecisions.purpose, purpose)))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return false;
  const decision = row.granted === null || row.grantor === null ? null : { granted: row.granted, grantor: row.grantor };
  return purposeAllowed(row, decision, purpose, now);
}

/** Who the person is, as far as consent goes (a child or not); undefined for an unknown id. */
export async function consentSubjectOf(db: Queryable, userId: string) {
  const [row] = await db
    .select({ type: users.type, dateOfBirth: users.dateOfBirth })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Every purpose's answer for one person (their settings page, the parent's page). */
export async function consentsOf(
  db: Queryable,
  userId: string,
  now: Date = new Date(),
): Promise<{ purpose: ConsentPurpose; allowed: boolean; decision: (ConsentDecision & { decidedAt: Date }) | null }[]> {
  const person = await consentSubjectOf(db, userId);
  if (!person) return [];
  const rows = await db
    .select({
      purpose: consentDecisions.purpose,
      granted: consentDecisions.granted,
      grantor: consentDecisions.grantor,
      decidedAt: consentDecisions.decidedAt,
    })
    .from(consentDecisions)
    .where(eq(consentDecisions.userId, userId));
  const byPurpose = new Map(rows.map((row) => [row.purpose, row]));
  return CONSENT_PURPOSES.map((purpose) => {
    const decision = byPurpose.get(purpose) ?? null;
    return { purpose, allowed: purposeAllowed(person, decision, purpose, now), decision };
  });
}

/** The ledger's rows for one person, oldest first (their history, the data export). */
export async function consentHistoryOf(db: Queryable, userId: string, purposes?: readonly ConsentPurpose[]) {
  return db
    .select({
      purpose: consentLedger.purpose,
      granted: consentLedger.granted,
      grantor: consentLedger.grantor,
      source: consentLedger.source,
      policyVersion: consentLedger.policyVersion,
      createdAt: consentLedger.createdAt,
    })
    .from(consentLedger)
    .where(
      purposes
        ? and(eq(consentLedger.userId, userId), inArray(consentLedger.purpose, [...purposes]))
        : eq(consentLedger.userId, userId),
    )
    .orderBy(asc(consentLedger.createdAt));
}

export interface PersonColumns {
  id: AnyPgColumn;
  type: AnyPgColumn;
  dateOfBirth: AnyPgColumn;
}

const USERS: PersonColumns = { id: users.id, type: users.type, dateOfBirth: users.dateOfBirth };

/**
 * `consentAllows` in SQL, for lists: true where the person (columns of the query's users row, `users` by default)
 * allows `purpose` on `now`. The same rule as `purposeAllowed`, pinned to it by consent-ledger.test.ts.
 */
export function consentAllowsSql(purpose: ConsentPurpose, now: Date, person: PersonColumns = USERS): SQL {
  const child = sql`(${person.type} = 'CANDIDATE' and (${person.dateOfBirth} is null or ${person.dateOfBirth} > ${adultBornOnOrBefore(now)}::date))`;
  const decided = (condition: SQL) =>
    sql`exists (select 1 from ${consentDecisions} where ${consentDecisions.userId} = ${person.id} and ${consentDecisions.purpose} = ${purpose} and ${condition})`;
  const othersSaidYes = decided(sql`${consentDecisions.granted} and ${consentDecisions.grantor} <> 'SELF'`);
  const adult = OFF_UNTIL_GRANTED.includes(purpose)
    ? decided(sql`${consentDecisions.granted} and ${consentDecisions.grantor} = 'SELF'`)
    : sql`not ${decided(sql`not ${consentDecisions.granted} and ${consentDecisions.grantor} = 'SELF'`)}`;
  return sql`(case when ${child} then ${othersSaidYes} else ${adult} end)`;
}

/** Records a parent's (or the school's, on the parent's word) answer to the consent request, purpose by purpose. */
export async function recordConsentAnswer(
  tx: Queryable,
  answer: {
    studentId: string;
    status: 'PENDING' | 'GRANTED' | 'DECLINED';
    faceChecks: boolean;
    grantor: 'PARENT' | 'SCHOOL';
    recordedBy: string | null;
    source: string;
    at?: Date;
  },
): Promise<void> {
  const { granted, withdrawn } = purposesOfAnswer(answer.status, answer.faceChecks);
  const common = {
    userId: answer.studentId,
    grantor: answer.grantor,
    recordedBy: answer.recordedBy,
    source: answer.source,
    at: answer.at,
  };
  await recordConsent(tx, { ...common, purposes: granted, granted: true });
  await recordConsent(tx, { ...common, purposes: withdrawn, granted: false });
}

/**
 * The person's current decision for `purpose` as `{ granted, grantor }` (null: none recorded), for column maps built
 * once without a clock; the caller applies `purposeAllowed` with its own `now`. `userId` is the row's person id.
 */
export function consentDecisionSql(purpose: ConsentPurpose, userId: AnyPgColumn | SQL): SQL<ConsentDecision | null> {
  return sql<ConsentDecision | null>`(select json_build_object('granted', ${consentDecisions.granted}, 'grantor', ${consentDecisions.grantor})
    from ${consentDecisions} where ${consentDecisions.userId} = ${userId} and ${consentDecisions.purpose} = ${sql.raw(`'${purpose}'`)})`;
}
