/** SQL for posting restrictions after upheld reports. */
import { and, countDistinct, desc, eq, gte } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { postingRestrictions, postReports, posts } from '../../../db/schema';

/** Removed-on-report posts of the author decided at or after `since`. */
export async function upheldRemovalsSince(db: Queryable, authorId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: countDistinct(postReports.postId) })
    .from(postReports)
    .innerJoin(posts, eq(posts.id, postReports.postId))
    .where(and(eq(posts.authorId, authorId), eq(postReports.status, 'REMOVED'), gte(postReports.actedAt, since)));
  return Number(row?.total ?? 0);
}

export async function latestRestriction(db: Queryable, userId: string) {
  const [row] = await db
    .select({ until: postingRestrictions.until, createdAt: postingRestrictions.createdAt })
    .from(postingRestrictions)
    .where(eq(postingRestrictions.userId, userId))
    .orderBy(desc(postingRestrictions.createdAt))
    .limit(1);
  return row;
}

export async function insertRestriction(
  db: Queryable,
  values: { userId: string; reason: string; until: Date; createdAt: Date },
): Promise<void> {
  await db.insert(postingRestrictions).values(values);
}
