/** Whose subscription covers an actor, and who may start its trial (spec §6: the school account or an individual). */
import type { Actor } from '../../plugins/auth';
import type { SubscriptionOwner } from './subscription.repository';

/** A school's members (students, staff, the school account) are covered by the school's; others by their own. */
export function ownerOf(actor: Pick<Actor, 'id' | 'instituteId'>): SubscriptionOwner {
  return actor.instituteId ? { instituteId: actor.instituteId } : { userId: actor.id };
}

/** The school account starts its school's trial; anyone without a school starts their own. */
export function mayStartTrialFor(actor: Pick<Actor, 'role' | 'instituteId'>): boolean {
  return actor.role === 'INSTITUTE' || actor.instituteId === null;
}
