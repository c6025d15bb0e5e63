/**
 * The free trial (spec §8 "Your trial period will start today."): who may start it from the web, and starting it.
 * The server is the gate (POST /subscription/trial); this only decides what to offer.
 */
import type { SubscriptionStatusView, UserDetails } from '@noticeboard/shared';
import { SUBSCRIPTION_PATHS } from '@noticeboard/shared/constants';
import { post } from './http';
import { peekSessionUser, setUserData } from './session';

/** The school account starts its school's trial; anyone without a school starts their own. */
export function mayStartTrial(user: UserDetails | null): boolean {
  if (!user || !user.subscription.trialAvailable || user.subscription.state !== 'NONE') return false;
  return user.type === 'INSTITUTE' || user.instituteId === null;
}

/** Starts the trial and keeps the stored user in step, so every page sees the new state at once. */
export async function startTrial(): Promise<SubscriptionStatusView> {
  // Loaded when the trial starts: the shell offering it stays free of Zod (the first-load budget).
  const { subscriptionStatusSchema } = await import('@noticeboard/shared/schemas/subscription');
  const status = await post(SUBSCRIPTION_PATHS.trial, undefined, subscriptionStatusSchema);
  const user = peekSessionUser();
  if (user) {
    const { state, endsAt, graceEndsAt, trialAvailable } = status;
    setUserData({ ...user, subscription: { state, endsAt, graceEndsAt, trialAvailable } });
  }
  return status;
}

/** Where a buyer chooses a plan: the school account for its school, a reader without a school for themself; null for school members. */
export function plansPathFor(user: UserDetails | null): string | null {
  if (!user) return null;
  if (user.type === 'INSTITUTE') return '/pricing/school';
  return user.instituteId === null ? '/pricing/reader' : null;
}
