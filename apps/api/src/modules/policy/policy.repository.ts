/** SQL for policy acceptances: every query is about one person, except the demo seed's. */
import {
  CURRENT_POLICY_VERSIONS,
  POLICY_DOCUMENTS,
  type PolicyDocument,
  type PolicyVersionRef,
} from '@noticeboard/shared';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { policyAcceptances, users } from '../../db/schema';

export type PolicyAcceptanceRow = typeof policyAcceptances.$inferSelect;

/** Records the versions a person accepted; accepting the same version again keeps the first time. */
export async function recordAcceptances(
  db: Queryable,
  userId: string,
  refs: readonly PolicyVersionRef[],
): Promise<void> {
  if (refs.length === 0) return;
  await db
    .insert(policyAcceptances)
    .values(refs.map((ref) => ({ userId, document: ref.document, version: ref.version })))
    .onConflictDoNothing();
}

/** The demo's: a person's acceptances replaced by these, at this time. */
export async function replaceAcceptances(
  db: Queryable,
  userId: string,
  refs: readonly PolicyVersionRef[],
  acceptedAt: Date,
): Promise<void> {
  await db.delete(policyAcceptances).where(eq(policyAcceptances.userId, userId));
  await db.insert(policyAcceptances).values(refs.map((ref) => ({ userId, ...ref, acceptedAt })));
}

/** Everything a person accepted, newest first. */
export function listAcceptances(db: Queryable, userId: string): Promise<PolicyAcceptanceRow[]> {
  return db
    .select()
    .from(policyAcceptances)
    .where(eq(policyAcceptances.userId, userId))
    .orderBy(desc(policyAcceptances.acceptedAt), policyAcceptances.document);
}

const currentVersionMatch = () =>
  or(
    ...POLICY_DOCUMENTS.map((document) =>
      and(eq(policyAcceptances.document, document), eq(policyAcceptances.version, CURRENT_POLICY_VERSIONS[document])),
    ),
  );

/** The documents whose current version the person has not accepted (one indexed look-up; sign-in and /user/me). */
export async function pendingPolicyDocuments(db: Queryable, userId: string): Promise<PolicyDocument[]> {
  const accepted = await db
    .select({ document: policyAcceptances.document })
    .from(policyAcceptances)
    .where(and(eq(policyAcceptances.userId, userId), currentVersionMatch()));
  const done = new Set(accepted.map((row) => row.document));
  return POLICY_DOCUMENTS.filter((document) => !done.has(document));
}

/** The demo: everyone seeded has accepted the current versions (so a demo sign-in goes straight in). */
export async function acceptCurrentForUsers(db: Queryable, userIds?: readonly string[]): Promise<void> {
  for (const document of POLICY_DOCUMENTS) {
    await db
      .insert(policyAcceptances)
      .select(
        db
          .select({
            id: sql<string>`gen_random_uuid()`.as('id'),
            userId: users.id,
            document: sql<PolicyDocument>`${document}::policy_document`.as('document'),
            version: sql<string>`${CURRENT_POLICY_VERSIONS[document]}`.as('version'),
            acceptedAt: sql<Date>`now()`.as('accepted_at'),
          })
          .from(users)
          .where(userIds ? inArray(users.id, [...userIds]) : undefined),
      )
      .onConflictDoNothing();
  }
}
