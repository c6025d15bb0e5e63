/**
 * SQL for what the community needs to know about a member before they act: their standing for posting and
 * commenting (subscription, restriction, a student's consent: one statement) and whether they moderate a school
 * (school account, its admins, its approval committee).
 */
import type { ConsentStatus } from '@noticeboard/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { postingRestrictions } from '../../db/schema';
import { rowsOf } from '../../lib/paging';
import type { Actor } from '../../plugins/auth';
import type { SubscriptionPeriod } from '../subscription/subscription.rules';
import { isCommitteeMember } from '../team/team.repository';
import { moderatesByRole } from './post.policy';

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

export interface MemberStanding {
  /** The subscription periods of the member's school, or their own without a school. */
  periods: SubscriptionPeriod[];
  /** The latest end of a restriction (past ones included). */
  restrictedUntil: Date | null;
  /** For a school's student: their account type, birth date and their parent's answer (null: no such user). */
  student: { type: string; dateOfBirth: string | null; status: ConsentStatus | null } | null;
}

interface StandingRow {
  periods: Array<{ kind: SubscriptionPeriod['kind']; startsAt: string; endsAt: string; graceEndsAt: string | null }>;
  until: Date | string | null;
  student: MemberStanding['student'];
}

/** One statement (one round trip) for everything the posting rule weighs. */
export async function memberStandingOf(db: Queryable, actor: Actor): Promise<MemberStanding> {
  const owner = actor.instituteId ? sql`institute_id = ${actor.instituteId}` : sql`user_id = ${actor.id}`;
  const student =
    actor.role === 'CANDIDATE' && actor.instituteId
      ? sql`(select json_build_object('type', u.type, 'dateOfBirth', u.date_of_birth, 'status', c.status)
           from users u left join parent_consents c on c.student_id = u.id
          where u.id = ${actor.id} and u.institute_id = ${actor.instituteId} limit 1)`
      : sql`null::json`;
  const result = await db.execute(sql`
    select
      (select coalesce(json_agg(json_build_object('kind', kind, 'startsAt', starts_at, 'endsAt', ends_at, 'graceEndsAt', grace_ends_at)), '[]'::json)
         from subscriptions where ${owner}) as periods,
      (select max(until) from posting_restrictions where user_id = ${actor.id}) as until,
      ${student} as student`);
  const [row] = rowsOf<StandingRow>(result);
  return {
    periods: (row?.periods ?? []).map((period) => ({
      kind: period.kind,
      startsAt: new Date(period.startsAt),
      endsAt: new Date(period.endsAt),
      graceEndsAt: period.graceEndsAt ? new Date(period.graceEndsAt) : null,
    })),
    restrictedUntil: row?.until ? new Date(row.until) : null,
    student: row?.student ?? null,
  };
}

/** Whether the actor moderates the school: by role, or by a seat on its approval committee. */
export async function moderates(db: Queryable, actor: Actor | null, instituteId: string | null): Promise<boolean> {
  if (!actor || !instituteId || actor.instituteId !== instituteId) return false;
  if (moderatesByRole(actor, instituteId)) return true;
  return isCommitteeMember(db, instituteId, actor.id);
}
