/** SQL for post reports: filing, a school's review list, closing a post's open reports once, and who reported what. */
import type { PostReportStatus } from '@noticeboard/shared';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { postReports, posts, users } from '../../../db/schema';

/** Posts this member reported: the feeds leave them out for the reporter at once. */
export async function reportedPostIdsOf(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db
    .select({ postId: postReports.postId })
    .from(postReports)
    .where(eq(postReports.reporterId, userId));
  return rows.map((row) => row.postId);
}

/** As SQL for a feed's WHERE: posts `userId` reported. */
export function reportedBy(userId: string): SQL {
  return sql`${posts.id} in (select ${postReports.postId} from ${postReports} where ${postReports.reporterId} = ${userId})`;
}

/** The same as SQL for a feed's WHERE: posts `userId` has not reported. */
export function notReportedBy(userId: string): SQL {
  return sql`not exists (select 1 from ${postReports} where ${postReports.reporterId} = ${userId} and ${postReports.postId} = ${posts.id})`;
}

export async function findOwnReport(db: Queryable, reporterId: string, postId: string) {
  const [row] = await db
    .select({ id: postReports.id })
    .from(postReports)
    .where(and(eq(postReports.reporterId, reporterId), eq(postReports.postId, postId)))
    .limit(1);
  return row;
}

export async function insertReport(db: Queryable, values: typeof postReports.$inferInsert) {
  const [row] = await db.insert(postReports).values(values).returning({ id: postReports.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}

export type ReportRow = typeof postReports.$inferSelect;

/** One school's reports with this status, newest first (post_reports_institute_idx). */
export async function listReports(
  db: Queryable,
  instituteId: string,
  status: PostReportStatus,
  limit: number,
  offset: number,
) {
  const where = and(eq(postReports.instituteId, instituteId), eq(postReports.status, status));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(postReports)
      .where(where)
      .orderBy(desc(postReports.createdAt), desc(postReports.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(postReports).where(where),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

/** A school's reports counted per status in one grouped statement (post_reports_institute_idx), as listReports filters. */
export async function countReportsByStatus(
  db: Queryable,
  instituteId: string,
): Promise<Array<{ status: PostReportStatus; total: number }>> {
  const rows = await db
    .select({ status: postReports.status, total: count() })
    .from(postReports)
    .where(eq(postReports.instituteId, instituteId))
    .groupBy(postReports.status);
  return rows.map((row) => ({ status: row.status, total: Number(row.total) }));
}

export async function findReport(db: Queryable, instituteId: string, id: string): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(postReports)
    .where(and(eq(postReports.instituteId, instituteId), eq(postReports.id, id)))
    .limit(1);
  return row;
}

/** Reports per post (any status). */
export async function reportCounts(db: Queryable, postIds: string[]): Promise<Map<string, number>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select({ postId: postReports.postId, total: count() })
    .from(postReports)
    .where(inArray(postReports.postId, postIds))
    .groupBy(postReports.postId);
  return new Map(rows.map((row) => [row.postId, Number(row.total)]));
}

export interface ReportDecision {
  status: Exclude<PostReportStatus, 'OPEN'>;
  actionTakenBy: string;
  actionTakenByUserName: string;
  actedAt: Date;
}

/** Closes one OPEN report; false when it was already acted on (someone acted first). */
export async function closeReport(db: Queryable, id: string, decision: ReportDecision): Promise<boolean> {
  const updated = await db
    .update(postReports)
    .set(decision)
    .where(and(eq(postReports.id, id), eq(postReports.status, 'OPEN')))
    .returning({ id: postReports.id });
  return updated.length > 0;
}

/** Who reported the post in its open reports, with the school each belongs to now (read before closing them). */
export async function openReportersOf(db: Queryable, postId: string) {
  return db
    .select({ reporterId: postReports.reporterId, instituteId: users.instituteId })
    .from(postReports)
    .innerJoin(users, eq(users.id, postReports.reporterId))
    .where(and(eq(postReports.postId, postId), eq(postReports.status, 'OPEN')));
}

/** Closes the post's other open reports with the same decision. */
export async function closeOpenReportsOf(db: Queryable, postId: string, decision: ReportDecision): Promise<void> {
  await db
    .update(postReports)
    .set(decision)
    .where(and(eq(postReports.postId, postId), eq(postReports.status, 'OPEN')));
}

/** Reporters of a post whose report was closed and who were not told yet. */
export async function reportersToTell(db: Queryable, postId: string) {
  return db
    .select({ reportId: postReports.id, email: users.email, name: users.name })
    .from(postReports)
    .innerJoin(users, eq(users.id, postReports.reporterId))
    .where(
      and(
        eq(postReports.postId, postId),
        inArray(postReports.status, ['IGNORED', 'REMOVED']),
        isNull(postReports.reporterNotifiedAt),
      ),
    );
}

export async function markReporterNotified(db: Queryable, reportId: string): Promise<void> {
  await db.update(postReports).set({ reporterNotifiedAt: new Date() }).where(eq(postReports.id, reportId));
}

/**
 * Serialises decisions on one post: two moderators acting on two reports of the same post at once would
 * otherwise both close them (one ignoring, one removing). The second waits, then finds its report closed.
 */
export async function lockPost(db: Queryable, postId: string): Promise<void> {
  await db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId)).for('update');
}

/** Serialises restriction checks for one member (FOR NO KEY UPDATE leaves rows that reference them alone). */
export async function lockMember(db: Queryable, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** Marks the post removed (kept for the history, never listed); false if it already was. */
export async function removePost(db: Queryable, postId: string, at: Date): Promise<boolean> {
  const updated = await db
    .update(posts)
    .set({ removedAt: at, updatedAt: at })
    .where(and(eq(posts.id, postId), isNull(posts.removedAt)))
    .returning({ id: posts.id });
  return updated.length > 0;
}

/** Whether a report on the post was upheld (the post was removed by a moderator, not by its author). */
export async function hasUpheldReport(db: Queryable, postId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: postReports.id })
    .from(postReports)
    .where(and(eq(postReports.postId, postId), eq(postReports.status, 'REMOVED')))
    .limit(1);
  return row !== undefined;
}

/** The school account's address, told about appeals. */
export async function schoolAccountEmail(db: Queryable, instituteId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.instituteId, instituteId), eq(users.type, 'INSTITUTE')))
    .limit(1);
  return row?.email ?? null;
}
