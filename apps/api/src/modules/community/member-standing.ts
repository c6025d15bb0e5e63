/**
 * What the community needs to know about a member before they act: may they post or comment now
 * (posting-policy.ts), and do they moderate a school's posts (school account, its admins, its approval committee).
 */
import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { postingRestrictions } from '../../db/schema';
import type { Actor } from '../../plugins/auth';
import { hasConsent } from '../consent/consent.repository';
import { listPeriods } from '../subscription/subscription.repository';
import { subscriptionStatus } from '../subscription/subscription.rules';
import { isCommitteeMember } from '../team/team.repository';
import { moderatesByRole } from './post-access';
import type { PostingContext } from './posting-policy';

/** The latest end of a restriction on the member, if any (past ones included: the caller compares). */
export async function restrictedUntil(db: Queryable, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ until: postingRestrictions.until })
    .from(postingRestrictions)
    .where(eq(postingRestrictions.userId, userId))
    .orderBy(desc(postingRestrictions.until))
    .limit(1);
  return row?.until ?? null;
}

export async function postingContextOf(db: Queryable, actor: Actor, now: Date = new Date()): Promise<PostingContext> {
  const owner = actor.instituteId ? { instituteId: actor.instituteId } : { userId: actor.id };
  const [periods, consent, until] = await Promise.all([
    listPeriods(db, owner),
    actor.role === 'CANDIDATE' && actor.instituteId ? hasConsent(db, actor.instituteId, actor.id) : true,
    restrictedUntil(db, actor.id),
  ]);
  return {
    inInstitute: actor.instituteId !== null,
    subscriptionState: subscriptionStatus(periods, now).state,
    consentAllows: consent,
    restrictedUntil: until,
  };
}

export async function moderates(db: Queryable, actor: Actor | null, instituteId: string | null): Promise<boolean> {
  if (!actor || !instituteId || actor.instituteId !== instituteId) return false;
  if (moderatesByRole(actor, instituteId)) return true;
  return isCommitteeMember(db, instituteId, actor.id);
}
