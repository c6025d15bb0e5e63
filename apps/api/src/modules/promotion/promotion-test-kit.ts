/** Test data for promotions: products of each audience, promotions, and the orders a redemption belongs to. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { orders, products, promotions } from '../../db/schema';
import type { SubscriptionOwner } from '../subscription/subscription.repository';

/** Products of the tests' own, so the shipped catalogue can change without touching these tests. */
export const TEST_PRODUCTS = { school: 'PROMO_TEST_SCHOOL', reader: 'PROMO_TEST_READER' } as const;

export async function insertTestProducts(db: Db): Promise<void> {
  await db
    .insert(products)
    .values([
      { productType: TEST_PRODUCTS.school, audience: 'INSTITUTE', name: 'Test school plan', summary: 'For tests' },
      { productType: TEST_PRODUCTS.reader, audience: 'INDIVIDUAL', name: 'Test reader plan', summary: 'For tests' },
    ])
    .onConflictDoNothing();
}

export const uniqueCode = (prefix = 'TEST') => `${prefix}${randomBytes(4).toString('hex').toUpperCase()}`;

export type NewPromotion = Partial<typeof promotions.$inferInsert>;

/** A 20%-off code for any product, valid around `now` for 30 days each way, once per owner, with a banner. */
export async function buildPromotion(db: Db, now: Date, overrides: NewPromotion = {}) {
  const [row] = await db
    .insert(promotions)
    .values({
      code: uniqueCode(),
      discountKind: 'PERCENT',
      discountValue: 20,
      validFrom: new Date(now.getTime() - 30 * 86_400_000),
      validUntil: new Date(now.getTime() + 30 * 86_400_000),
      bannerTitle: 'Twenty per cent off',
      bannerText: 'For tests',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('promotion not inserted');
  return row;
}

/** An unpaid PLAN order of the owner (no plan row needed: promotions only need the order to exist). */
export async function buildOrder(
  db: Db,
  owner: SubscriptionOwner,
  { listPaise = 99_900, promotionId = null }: { listPaise?: number; promotionId?: string | null } = {},
): Promise<string> {
  const [row] = await db
    .insert(orders)
    .values({
      ...owner,
      purpose: 'PLAN',
      promotionId,
      pricing: { description: 'Test plan', listPaise, discountPaise: 0, taxIncluded: true },
      buyer: { name: 'Test buyer', email: 'buyer@mail.test', addressLines: [], stateCode: null, gstin: null },
      totalPaise: listPaise,
      gatewayPaise: listPaise,
      currency: 'INR',
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('order not inserted');
  return row.id;
}
