/** The paid subscription periods orders create and extend. */
import { and, desc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { subscriptions } from '../../../db/schema';
import type { SubscriptionOwner } from '../../subscription/subscription.repository';

export type PeriodRow = typeof subscriptions.$inferSelect;

const ownerIs = (owner: SubscriptionOwner) =>
  'instituteId' in owner ? eq(subscriptions.instituteId, owner.instituteId) : eq(subscriptions.userId, owner.userId);

/** The paid period running now, or the one a renewal would follow (the latest paid end in the future). */
export async function latestPaidPeriod(db: Queryable, owner: SubscriptionOwner, now: Date) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(ownerIs(owner), eq(subscriptions.kind, 'PAID'), gt(subscriptions.endsAt, now)))
    .orderBy(desc(subscriptions.endsAt))
    .limit(1);
  return row;
}

/** The period with seats that covers `now` (for seat purchases). */
export async function currentSeatPeriod(db: Queryable, instituteId: string, now: Date) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.instituteId, instituteId),
        eq(subscriptions.kind, 'PAID'),
        isNotNull(subscriptions.seats),
        gt(subscriptions.endsAt, now),
      ),
    )
    .orderBy(desc(subscriptions.endsAt))
    .limit(1);
  return row && row.startsAt <= now ? row : undefined;
}

export async function findPeriod(db: Queryable, id: string): Promise<PeriodRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

export async function insertPaidPeriod(
  db: Queryable,
  period: Omit<typeof subscriptions.$inferInsert, 'kind'>,
): Promise<string | null> {
  const [row] = await db
    .insert(subscriptions)
    .values({ ...period, kind: 'PAID' })
    .returning({ id: subscriptions.id });
  return row?.id ?? null;
}

/** Adds seats in one statement, so two seat orders settling together both count. */
export async function addSeats(db: Queryable, periodId: string, seats: number) {
  const [row] = await db
    .update(subscriptions)
    .set({ seats: sql`coalesce(${subscriptions.seats}, 0) + ${seats}` })
    .where(eq(subscriptions.id, periodId))
    .returning({ id: subscriptions.id, startsAt: subscriptions.startsAt, endsAt: subscriptions.endsAt });
  return row;
}

/** When the owner's trial running now ends (null: none running). */
export async function runningTrialEnd(db: Queryable, owner: SubscriptionOwner, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ endsAt: subscriptions.endsAt })
    .from(subscriptions)
    .where(
      and(
        ownerIs(owner),
        eq(subscriptions.kind, 'TRIAL'),
        lte(subscriptions.startsAt, now),
        gt(subscriptions.endsAt, now),
      ),
    );
  return row?.endsAt ?? null;
}
