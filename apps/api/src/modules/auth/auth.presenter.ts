/** Row -> the `UserDetails` wire shape that sign-in, renew and /user/me return. */
import type { UserDetails } from '@noticeboard/shared';
import type { Queryable } from '../../db/client';
import { deletionDueAtOf } from '../deletion/deletion.repository';
import { pendingPolicyDocuments } from '../policy/policy.repository';
import { listPeriods } from '../subscription/subscription.repository';
import { subscriptionStatus } from '../subscription/subscription.rules';
import type { UserWithInstitute } from '../user/user.repository';

/** Students and staff are covered by their institute's subscription; others hold their own. */
export async function presentUserDetails(db: Queryable, user: UserWithInstitute): Promise<UserDetails> {
  const owner = user.instituteId ? { instituteId: user.instituteId } : { userId: user.id };
  const [periods, pendingPolicies] = await Promise.all([listPeriods(db, owner), pendingPolicyDocuments(db, user.id)]);
  const status = subscriptionStatus(periods, new Date());
  const deletionDueAt = await deletionDueAtOf(db, user.id, user.instituteId);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    type: user.type,
    userType: user.userType,
    customUrl: user.customUrl,
    instituteId: user.instituteId,
    instituteName: user.instituteName,
    instituteCustomUrl: user.instituteCustomUrl,
    studentClass: user.studentClass,
    section: user.section,
    cookiesAccepted: user.cookiesAcceptedAt !== null,
    deletionScheduledFor: deletionDueAt?.toISOString() ?? null,
    subscription: {
      state: status.state,
      endsAt: status.endsAt?.toISOString() ?? null,
      graceEndsAt: status.graceEndsAt?.toISOString() ?? null,
      trialAvailable: status.trialAvailable,
    },
    pendingPolicies,
  };
}
