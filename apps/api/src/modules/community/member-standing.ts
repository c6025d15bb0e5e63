/**
 * What the community needs to know about a member before they act: may they post or comment now
 * (posting-policy.ts), and do they moderate a school's posts (school account, its admins, its approval committee).
 */
import type { ConsentStatus } from '@noticeboard/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { postingRestrictions } from '../../db/schema';
import { rowsOf } from '../../lib/paging';
import type { Actor } from '../../plugins/auth';
import { consentAllows } from '../consent/consent.policy';
import { type SubscriptionPeriod, subscriptionStatus } from '../subscription/subscription.rules';
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

interface StandingRow {
  periods: Array<{ kind: SubscriptionPeriod['kind']; startsAt: string; endsAt: string }>;
  until: Date | string | null;
  student: { type: string; dateOfBirth: string | null; status: ConsentStatus | null } | null;
}

/**
 * One statement (one round trip) for what posting-policy weighs: the subscription periods of the member's
 * school (or their own), their latest restriction and, for a student, their parent's consent.
 */
export async function postingContextOf(db: Queryable, actor: Actor, now: Date = new Date()): Promise<PostingContext> {
  const owner = actor.instituteId ? sql`institute_id = ${actor.instituteId}` : sql`user_id = ${actor.id}`;
  const student =
    actor.role === 'CANDIDATE' && actor.instituteId
      ? sql`(select json_build_object('type', u.type, 'dateOfBirth', u.date_of_birth, 'status', c.status)
           from users u left join parent_consents c on c.student_id = u.id
          where u.id = ${actor.id} and u.institute_id = ${actor.instituteId} limit 1)`
      : sql`null::json`;
  const result = await db.execute(sql`
    select
      (select coalesce(json_agg(json_build_object('kind', kind, 'startsAt', starts_at, 'endsAt', ends_at)), '[]'::json)
         from subscriptions where ${owner}) as periods,
      (select max(until) from posting_restrictions where user_id = ${actor.id}) as until,
      ${student} as student`);
  const [row] = rowsOf<StandingRow>(result);
  const periods: SubscriptionPeriod[] = (row?.periods ?? []).map((period) => ({
    kind: period.kind,
    startsAt: new Date(period.startsAt),
    endsAt: new Date(period.endsAt),
  }));
  return {
    inInstitute: actor.instituteId !== null,
    subscriptionState: subscriptionStatus(periods, now).state,
    consentAllows: consentOf(actor, row?.student ?? null, now),
    restrictedUntil: row?.until ? new Date(row.until) : null,
  };
}

/** As `hasConsent`: students need their parent's consent while young; everyone else may write. */
function consentOf(actor: Actor, student: StandingRow['student'], now: Date): boolean {
  if (actor.role !== 'CANDIDATE' || !actor.instituteId) return true;
  if (!student) return false;
  if (student.type !== 'CANDIDATE') return true;
  return consentAllows({ dateOfBirth: student.dateOfBirth }, student.status ? { status: student.status } : null, now);
}

export async function moderates(db: Queryable, actor: Actor | null, instituteId: string | null): Promise<boolean> {
  if (!actor || !instituteId || actor.instituteId !== instituteId) return false;
  if (moderatesByRole(actor, instituteId)) return true;
  return isCommitteeMember(db, instituteId, actor.id);
}
