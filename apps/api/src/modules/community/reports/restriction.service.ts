/**
 * Posting restrictions after repeated upheld reports (spec §6): when a member's posts were removed on report
 * COMMUNITY_LIMITS.restrictAfterUpheldReports times within the window, posting and commenting stop for
 * COMMUNITY_LIMITS.restrictionDays. Once per crossing: only removals after the last restriction count again,
 * and none is added while one is in force. It lifts on its own (member-standing compares `until` with now).
 */
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES, type Restriction } from '@noticeboard/shared';
import type { Db, Queryable } from '../../../db/client';
import { restrictedUntil } from '../member-standing.repository';
import { insertRestriction, latestRestriction, upheldRemovalsSince } from './restriction.repository';

const DAY_MS = 86_400_000;

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
  await insertRestriction(db, {
    userId: authorId,
    reason: `${upheld} posts removed after reports within ${COMMUNITY_LIMITS.upheldReportWindowDays} days`,
    until,
    createdAt: now,
  });
  return until;
}

export class RestrictionService {
  constructor(private readonly db: Db) {}

  /** The caller's restriction as the web shows it (the Posting Restricted dialog). */
  async of(userId: string, now: Date = new Date()): Promise<Restriction> {
    const until = await restrictedUntil(this.db, userId);
    if (!until || until <= now) return { restricted: false, until: null, message: null };
    return { restricted: true, until: until.toISOString(), message: COMMUNITY_MESSAGES.postingRestricted };
  }
}
