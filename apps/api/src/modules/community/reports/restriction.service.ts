/**
 * Posting restrictions after repeated upheld reports (spec §6): when a member's posts were removed on report
 * COMMUNITY_LIMITS.restrictAfterUpheldReports times within the window, posting and commenting stop for
 * COMMUNITY_LIMITS.restrictionDays. Once per crossing: only removals after the last restriction count again,
 * and none is added while one is in force. It lifts on its own (member-standing compares `until` with now).
 */
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES, type Restriction } from '@noticeboard/shared';
import { and, countDistinct, desc, eq, gte } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { postingRestrictions, postReports, posts } from '../../../db/schema';
import { restrictedUntil } from '../member-standing';

const DAY_MS = 86_400_000;

/** Removed-on-report posts of the author decided at or after `since`. */
async function upheldRemovalsSince(db: Queryable, authorId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: countDistinct(postReports.postId) })
    .from(postReports)
    .innerJoin(posts, eq(posts.id, postReports.postId))
    .where(and(eq(posts.authorId, authorId), eq(postReports.status, 'REMOVED'), gte(postReports.actedAt, since)));
  return Number(row?.total ?? 0);
}

async function latestRestriction(db: Queryable, userId: string) {
  const [row] = await db
    .select({ until: postingRestrictions.until, createdAt: postingRestrictions.createdAt })
    .from(postingRestrictions)
    .where(eq(postingRestrictions.userId, userId))
    .orderBy(desc(postingRestrictions.createdAt))
    .limit(1);
  return row;
}

/** After a removal: restricts the author if they crossed the threshold. Returns the end of a new restriction. */
export async function restrictIfRepeated(
  db: Queryable,
  authorId: string,
  now: Date = new Date(),
): Promise<Date | null> {
  const latest = await latestRestriction(db, authorId);
  if (latest && latest.until > now) return null;
  const windowStart = new Date(now.getTime() - COMMUNITY_LIMITS.upheldReportWindowDays * DAY_MS);
  // Removals up to the last restriction were already counted for it.
  const afterLast = latest ? new Date(latest.createdAt.getTime() + 1) : windowStart;
  const since = afterLast > windowStart ? afterLast : windowStart;
  const upheld = await upheldRemovalsSince(db, authorId, since);
  if (upheld < COMMUNITY_LIMITS.restrictAfterUpheldReports) return null;
  const until = new Date(now.getTime() + COMMUNITY_LIMITS.restrictionDays * DAY_MS);
  await db.insert(postingRestrictions).values({
    userId: authorId,
    reason: `${upheld} posts removed after reports within ${COMMUNITY_LIMITS.upheldReportWindowDays} days`,
    until,
    createdAt: now,
  });
  return until;
}

/** The caller's restriction as the web shows it (the Posting Restricted dialog). */
export async function restrictionOf(db: Queryable, userId: string, now: Date = new Date()): Promise<Restriction> {
  const until = await restrictedUntil(db, userId);
  if (!until || until <= now) return { restricted: false, until: null, message: null };
  return { restricted: true, until: until.toISOString(), message: COMMUNITY_MESSAGES.postingRestricted };
}
