/** Who is offered promotions: those who can buy what they offer. */
import type { Actor } from '../../plugins/auth';
import { mayStartTrialFor } from '../subscription/subscription.policy';

/**
 * The buyers: a school's account and anyone without a school (the same people who start a trial). A school's students
 * and staff are covered by the school's plan and cannot buy it, so an offer would only lead them to a page saying so.
 */
export function isOfferedPromotions(actor: Pick<Actor, 'role' | 'instituteId'>): boolean {
  return mayStartTrialFor(actor);
}
