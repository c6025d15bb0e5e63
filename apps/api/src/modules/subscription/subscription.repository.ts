/** Subscription periods of an institute or an individual. */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { subscriptions } from '../../db/schema';
import type { SubscriptionPeriod } from './subscription.rules';

export type SubscriptionOwner = { instituteId: string } | { userId: string };

export async function listPeriods(db: Queryable, owner: SubscriptionOwner): Promise<SubscriptionPeriod[]> {
  const condition =
    'instituteId' in owner ? eq(subscriptions.instituteId, owner.instituteId) : eq(subscriptions.userId, owner.userId);
  return db
    .select({
      kind: subscriptions.kind,
      startsAt: subscriptions.startsAt,
      endsAt: subscriptions.endsAt,
      graceEndsAt: subscriptions.graceEndsAt,
    })
    .from(subscriptions)
    .where(condition);
}

export async function insertPeriod(
  db: Queryable,
  owner: SubscriptionOwner,
  period: Omit<SubscriptionPeriod, 'graceEndsAt'> & { graceEndsAt?: Date | null; productType?: string },
): Promise<void> {
  await db.insert(subscriptions).values({ ...owner, ...period });
}
