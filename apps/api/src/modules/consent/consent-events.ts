/**
 * A parent's consent changed (key: the student's id), carried by the invalidation bus to every API process when Redis
 * is configured. Lists that keep people cached (leaderboards, the community's lists) refresh how the student is
 * listed (`child-listing.policy.ts`) instead of waiting for their cache to expire.
 */
import type { InvalidationBus } from '../../lib/invalidation-bus';

export const CONSENT_CHANGED = 'consent-changed';

export function emitConsentChanged(bus: InvalidationBus | undefined, studentId: string): void {
  bus?.emit(CONSENT_CHANGED, studentId);
}
