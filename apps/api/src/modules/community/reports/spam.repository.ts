/** SQL for the spam review of one school: posts reported as spam (open or removed), repeat authors, a post's reports. */
import { and, asc, count, countDistinct, desc, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { postingRestrictions, postReports, posts, users } from '../../../db/schema';

export type SpamList = 'open' | 'deleted';

/**
 * Posts of the school with SPAM reports: `open` lists live posts whose spam reports wait for a decision,
 * `deleted` lists posts removed on a spam report. Newest report (or removal) first.
 */
export async function listSpamPosts(db: Queryable, instituteId: string, list: SpamList, limit: number, offset: number) {
  const where = and(
    eq(postReports.instituteId, instituteId),
    eq(posts.instituteId, instituteId),
    eq(postReports.reason, 'SPAM'),
    list === 'open'
      ? and(eq(postReports.status, 'OPEN'), isNull(posts.removedAt))
      : and(eq(postReports.status, 'REMOVED'), isNotNull(posts.removedAt)),
  );
  const lastReportedAt = max(postReports.createdAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({ postId: postReports.postId, spamReportCount: count(), lastReportedAt, removedAt: posts.removedAt })
      .from(postReports)
      .innerJoin(posts, eq(posts.id, postReports.postId))
      .where(where)
      .groupBy(postReports.postId, posts.removedAt)
      .orderBy(list === 'open' ? desc(lastReportedAt) : desc(posts.removedAt), desc(postReports.postId))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: countDistinct(postReports.postId) })
      .from(postReports)
      .innerJoin(posts, eq(posts.id, postReports.postId))
      .where(where),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

/** Members of the school whose posts drew at least `minimum` spam reports that are open or upheld. */
export async function listSpamUsers(
  db: Queryable,
  instituteId: string,
  minimum: number,
  limit: number,
  offset: number,
) {
  const open = sql<number>`count(*) filter (where ${postReports.status} = 'OPEN')`.mapWith(Number);
  const upheld = sql<number>`count(*) filter (where ${postReports.status} = 'REMOVED')`.mapWith(Number);
  const grouped = db
    .select({
      id: users.id,
      name: users.name,
      customUrl: users.customUrl,
      type: users.type,
      userType: users.userType,
      openSpamReports: open.as('open_spam_reports'),
      upheldSpamReports: upheld.as('upheld_spam_reports'),
    })
    .from(postReports)
    .innerJoin(posts, eq(posts.id, postReports.postId))
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(
      and(
        eq(postReports.instituteId, instituteId),
        eq(users.instituteId, instituteId),
        eq(postReports.reason, 'SPAM'),
        inArray(postReports.status, ['OPEN', 'REMOVED']),
      ),
    )
    .groupBy(users.id, users.name, users.customUrl, users.type, users.userType)
    .having(sql`count(*) >= ${minimum}`)
    .as('spam_users');
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(grouped)
      .orderBy(desc(sql`${grouped.openSpamReports} + ${grouped.upheldSpamReports}`), asc(grouped.name), asc(grouped.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(grouped),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

/** The latest restriction end of each of these members. */
export async function restrictionEnds(db: Queryable, userIds: string[]): Promise<Map<string, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: postingRestrictions.userId, until: max(postingRestrictions.until) })
    .from(postingRestrictions)
    .where(inArray(postingRestrictions.userId, userIds))
    .groupBy(postingRestrictions.userId);
  return new Map(rows.flatMap((row) => (row.until ? [[row.userId, row.until] as const] : [])));
}

/** Every report on a post of the school, oldest first, with the reporter's name (moderators only). */
export async function reportsOfPost(db: Queryable, instituteId: string, postId: string) {
  return db
    .select({
      id: postReports.id,
      reason: postReports.reason,
      details: postReports.details,
      reporterName: users.name,
      status: postReports.status,
      actionTakenByUserName: postReports.actionTakenByUserName,
      createdAt: postReports.createdAt,
    })
    .from(postReports)
    .innerJoin(users, eq(users.id, postReports.reporterId))
    .where(and(eq(postReports.instituteId, instituteId), eq(postReports.postId, postId)))
    .orderBy(asc(postReports.createdAt), asc(postReports.id));
}
