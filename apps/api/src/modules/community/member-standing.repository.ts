/**
 * SQL for what the community needs to know about a member before they act: their standing for posting and
 * commenting (subscription, restriction, a student's consent: one statement) and whether they moderate a school
 * (school account, its admins, its approval committee).
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { postingRestrictions } from '../../db/schema';

import type { Actor } from '../../plugins/auth';
import type { ConsentDecision } from '../consent/consent-ledger.policy';
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
  /** For a school's student: their account type, birth date and the ledger's COMMUNITY decision (null: no such user). */
  student: { type: string; dateOfBirth: string | null; community: ConsentDecision | null } | null;
}

interface StandingRow {
  periods: Array<{ kind: SubscriptionPeriod['kind']; startsAt: string; endsAt: string; graceEndsAt: string | null }>;
  until: Date | string | null;
  student: MemberStanding['student'];
}

/** The standing statement of a member of a school (students read their consent too), or of a reader without one. */
function standingStatement(kind: 'school-student' | 'school-staff' | 'reader') {
  const owner =
    kind === 'reader' ? sql`user_id = ${sql.placeholder('userId')}` : sql`institute_id = ${sql.placeholder('school')}`;
  const student =
    kind === 'school-student'
      ? sql`(select json_build_object('type', u.type, 'dateOfBirth', u.date_of_birth, 'community',
             (select json_build_object('granted', d.granted, 'grantor', d.grantor) from consent_decisions d
               where d.user_id = u.id and d.purpose = 'COMMUNITY'))
           from users u
          where u.id = ${sql.placeholder('userId')} and u.institute_id = ${sql.placeholder('school')} limit 1)`
      : sql`null::json`;
  return namedStatement(
    `nb_member_standing_${kind.replace('-', '_')}`,
    sql`
    select
      (select coalesce(json_agg(json_build_object('kind', kind, 'startsAt', starts_at, 'endsAt', ends_at, 'graceEndsAt', grace_ends_at)), '[]'::json)
         from subscriptions where ${owner}) as periods,
      (select max(until) from posting_restrictions where user_id = ${sql.placeholder('userId')}) as until,
      ${student} as student`,
  );
}

const STANDING = {
  'school-student': standingStatement('school-student'),
  'school-staff': standingStatement('school-staff'),
  reader: standingStatement('reader'),
};

/** One statement (one round trip, prepared once per connection) for everything the posting rule weighs. */
export async function memberStandingOf(db: Queryable, actor: Actor): Promise<MemberStanding> {
  const kind = !actor.instituteId ? 'reader' : actor.role === 'CANDIDATE' ? 'school-student' : 'school-staff';
  const [row] = await STANDING[kind].rows<StandingRow>(db, { userId: actor.id, school: actor.instituteId });
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
