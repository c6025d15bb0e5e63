/** Whose wallet an actor uses: the buyer's (spec §6 "institute or individual", as for the trial and for plans). */
import type { Actor } from '../../plugins/auth';
import type { SubscriptionOwner } from '../subscription/subscription.repository';

/**
 * The school account uses its school's wallet and an individual without a school their own; a school's other members
 * (students, faculty, admins) have none of their own and may not see the school's.
 */
export function walletOwnerOf(actor: Pick<Actor, 'id' | 'role' | 'instituteId'>): SubscriptionOwner | null {
  if (actor.role === 'INSTITUTE') return actor.instituteId ? { instituteId: actor.instituteId } : null;
  if (actor.role === 'INDIVIDUAL' && actor.instituteId === null) return { userId: actor.id };
  return null;
}
