/** The SQL of join links and their requests: every read and write of the school's side takes its institute. */
import type { JoinRequestStatus } from '@noticeboard/shared';
import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { institutes, joinLinks, joinRequests, users } from '../../db/schema';

export type JoinLinkRow = typeof joinLinks.$inferSelect;
export type JoinRequestRow = typeof joinRequests.$inferSelect;
export type JoinLinkWithCounts = JoinLinkRow & { pending: number };

export async function insertJoinLink(db: Queryable, values: typeof joinLinks.$inferInsert): Promise<JoinLinkRow> {
  const [row] = await db.insert(joinLinks).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

// Spelled out: inside a subquery drizzle would name the outer link's id without its table.
const pendingCount = sql<number>`(select count(*)::int from join_requests r
  where r.link_id = "join_links"."id" and r.status = 'PENDING')`;

export async function listJoinLinks(db: Queryable, instituteId: string): Promise<JoinLinkWithCounts[]> {
  const rows = await db
    .select({ link: joinLinks, pending: pendingCount })
    .from(joinLinks)
    .where(eq(joinLinks.instituteId, instituteId))
    .orderBy(desc(joinLinks.createdAt), desc(joinLinks.id))
    .limit(200);
  return rows.map((row) => ({ ...row.link, pending: Number(row.pending) }));
}

export async function findJoinLink(
  db: Queryable,
  instituteId: string,
  id: string,
): Promise<JoinLinkWithCounts | undefined> {
  const [row] = await db
    .select({ link: joinLinks, pending: pendingCount })
    .from(joinLinks)
    .where(and(eq(joinLinks.id, id), eq(joinLinks.instituteId, instituteId)))
    .limit(1);
  return row && { ...row.link, pending: Number(row.pending) };
}

/** A link by its slug with its school's name and whether the school is still there to join. */
export async function findJoinLinkBySlug(
  db: Queryable,
  slug: string,
): Promise<(JoinLinkRow & { instituteName: string }) | undefined> {
  const [row] = await db
    .select({ link: joinLinks, instituteName: institutes.name })
    .from(joinLinks)
    .innerJoin(institutes, eq(institutes.id, joinLinks.instituteId))
    .where(eq(joinLinks.slug, slug))
    .limit(1);
  return row && { ...row.link, instituteName: row.instituteName };
}

export async function revokeJoinLink(db: Queryable, instituteId: string, id: string): Promise<void> {
  await db
    .update(joinLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(joinLinks.id, id), eq(joinLinks.instituteId, instituteId), isNull(joinLinks.revokedAt)));
}

/** Counts one registration against the link, if it is still open at `now`; false when it was not (lost a race). */
export async function takeUse(db: Queryable, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(joinLinks)
    .set({ uses: sql`${joinLinks.uses} + 1` })
    .where(
      and(
        eq(joinLinks.id, id),
        isNull(joinLinks.revokedAt),
        gt(joinLinks.expiresAt, now),
        or(isNull(joinLinks.maxUses), lt(joinLinks.uses, joinLinks.maxUses)),
      ),
    )
    .returning({ id: joinLinks.id });
  return rows.length === 1;
}

export async function giveBackUse(db: Queryable, id: string): Promise<void> {
  await db
    .update(joinLinks)
    .set({ uses: sql`greatest(${joinLinks.uses} - 1, 0)` })
    .where(eq(joinLinks.id, id));
}

export async function insertJoinRequest(
  db: Queryable,
  values: typeof joinRequests.$inferInsert,
): Promise<JoinRequestRow> {
  const [row] = await db.insert(joinRequests).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function deleteJoinRequest(db: Queryable, id: string): Promise<void> {
  await db.delete(joinRequests).where(eq(joinRequests.id, id));
}

export async function pendingRequestExists(db: Queryable, instituteId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: joinRequests.id })
    .from(joinRequests)
    .where(
      and(eq(joinRequests.instituteId, instituteId), eq(joinRequests.email, email), eq(joinRequests.status, 'PENDING')),
    )
    .limit(1);
  return rows.length > 0;
}

export type JoinRequestWithLink = JoinRequestRow & Pick<JoinLinkRow, 'role' | 'studentClass' | 'section'>;

const requestWithLink = {
  request: joinRequests,
  role: joinLinks.role,
  studentClass: joinLinks.studentClass,
  section: joinLinks.section,
};

export async function listJoinRequests(
  db: Queryable,
  instituteId: string,
  status: JoinRequestStatus,
): Promise<JoinRequestWithLink[]> {
  const rows = await db
    .select(requestWithLink)
    .from(joinRequests)
    .innerJoin(joinLinks, eq(joinLinks.id, joinRequests.linkId))
    .where(and(eq(joinRequests.instituteId, instituteId), eq(joinRequests.status, status)))
    .orderBy(desc(joinRequests.createdAt), desc(joinRequests.id))
    .limit(500);
  return rows.map(({ request, ...link }) => ({ ...request, ...link }));
}

export async function findJoinRequest(
  db: Queryable,
  instituteId: string,
  id: string,
): Promise<JoinRequestWithLink | undefined> {
  const [row] = await db
    .select(requestWithLink)
    .from(joinRequests)
    .innerJoin(joinLinks, eq(joinLinks.id, joinRequests.linkId))
    .where(and(eq(joinRequests.id, id), eq(joinRequests.instituteId, instituteId)))
    .limit(1);
  return row && { ...row.request, ...{ role: row.role, studentClass: row.studentClass, section: row.section } };
}

/** Moves a waiting request to its decision; false when it was no longer waiting (decided by a racing request). */
export async function decideJoinRequest(
  db: Queryable,
  id: string,
  values: { status: JoinRequestStatus; decidedBy: string | null; userId?: string | null },
): Promise<boolean> {
  const rows = await db
    .update(joinRequests)
    .set({ ...values, decidedAt: new Date(), passwordHash: null })
    .where(and(eq(joinRequests.id, id), eq(joinRequests.status, 'PENDING')))
    .returning({ id: joinRequests.id });
  return rows.length === 1;
}

/** Puts a claimed request back to waiting (the account could not be made), with its password kept. */
export async function reopenJoinRequest(db: Queryable, id: string, passwordHash: string | null): Promise<void> {
  await db
    .update(joinRequests)
    .set({ status: 'PENDING', decidedAt: null, decidedBy: null, passwordHash })
    .where(eq(joinRequests.id, id));
}

/** The school's own account: it admits the people of a link that joins at once. */
export async function findSchoolAccount(
  db: Queryable,
  instituteId: string,
): Promise<{ id: string; customUrl: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, customUrl: users.customUrl })
    .from(users)
    .where(and(eq(users.instituteId, instituteId), eq(users.type, 'INSTITUTE'), eq(users.status, 'ACTIVE')))
    .limit(1);
  return row;
}

export async function setRequestUser(db: Queryable, id: string, userId: string): Promise<void> {
  await db.update(joinRequests).set({ userId }).where(eq(joinRequests.id, id));
}

export async function findSchoolName(db: Queryable, instituteId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: institutes.name })
    .from(institutes)
    .where(eq(institutes.id, instituteId))
    .limit(1);
  return row?.name;
}

/**
 * Deletes what no one will act on any more, with the person's details in it: requests decided before `before`, and
 * waiting ones whose link ended (expired or revoked) before it. Returns how many went.
 */
export async function deleteSettledJoinRequests(db: Queryable, before: Date): Promise<number> {
  const endedLinks = db
    .select({ id: joinLinks.id })
    .from(joinLinks)
    .where(or(lt(joinLinks.expiresAt, before), lt(joinLinks.revokedAt, before)));
  const rows = await db
    .delete(joinRequests)
    .where(
      or(
        and(ne(joinRequests.status, 'PENDING'), lt(joinRequests.decidedAt, before)),
        and(eq(joinRequests.status, 'PENDING'), inArray(joinRequests.linkId, endedLinks)),
      ),
    )
    .returning({ id: joinRequests.id });
  return rows.length;
}
