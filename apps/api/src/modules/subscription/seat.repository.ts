/** What the seat rule reads: a school's active students, and the seats of its paid period under a row lock. */
import { and, count, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { subscriptions, users } from '../../db/schema';

/** Students who take a seat: the school's students not removed (the candidate list's ACTIVE status). */
export async function countActiveStudents(db: Queryable, instituteId: string): Promise<number> {
  const [row] = await db
    .select({ used: count() })
    .from(users)
    .where(and(eq(users.instituteId, instituteId), eq(users.type, 'CANDIDATE'), eq(users.status, 'ACTIVE')));
  return Number(row?.used ?? 0);
}

/**
 * The period's seats, its row locked until the transaction ends: two additions at once (or an addition and a seat
 * purchase) take turns, so the second counts the first's students.
 */
export async function lockPeriodSeats(tx: Queryable, periodId: string): Promise<number | null> {
  const [row] = await tx
    .select({ seats: subscriptions.seats })
    .from(subscriptions)
    .where(eq(subscriptions.id, periodId))
    .for('update');
  return row?.seats ?? null;
}
