/** What the payment demo seeder asks before writing: whether an owner already has orders (seeding twice adds nothing). */
import { count } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orders } from '../../db/schema';
import type { SubscriptionOwner } from '../subscription/subscription.repository';
import { ownerCondition } from './order/order.repository';

export async function countOrdersOf(db: Queryable, owner: SubscriptionOwner): Promise<number> {
  const [row] = await db.select({ total: count() }).from(orders).where(ownerCondition(owner));
  return row?.total ?? 0;
}
