/** Subscription periods of an institute or an individual. */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { subscriptions } from '../../db/schema';
import type { StoredPeriod, SubscriptionPeriod } from './subscription.rules';

export type SubscriptionOwner = { instituteId: string } | { userId: string };

export async function listPeriods(db: Queryable, owner: SubscriptionOwner): Promise<StoredPeriod[]> {
  const condition =
    'instituteId' in owner ? eq(subscriptions.instituteId, owner.instituteId) : eq(subscriptions.userId, owner.userId);
  return db
    .select({
      id: subscriptions.id,
      kind: subscriptions.kind,
      startsAt: subscriptions.startsAt,
      endsAt: subscriptions.endsAt,
      graceEndsAt: subscriptions.graceEndsAt,
      planCode: subscriptions.planCode,
      seats: subscriptions.seats,
    })
    .from(subscriptions)
    .where(condition);
}

export async function insertPeriod(
  db: Queryable,
  owner: SubscriptionOwner,
  period: Omit<SubscriptionPeriod, 'graceEndsAt'> & {
    graceEndsAt?: Date | null;
    productType?: string;
    planCode?: string | null;
    seats?: number | null;
  },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(subscriptions)
    .values({ ...owner, ...period })
    .returning({ id: subscriptions.id });
  if (!row) throw new Error('subscription period not inserted');
  return row;
}
