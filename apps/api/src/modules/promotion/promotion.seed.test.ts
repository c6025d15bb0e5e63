import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, promotions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildIndividual } from '../../test/factories';
import { DEMO_PROMOTIONS, seedPromotionDemo } from './promotion.seed';
import { evaluate, reserve } from './promotion.service';
import { buildOrder } from './promotion-test-kit';

let t: TestApp;
const seededAt = new Date('2026-11-26T06:00:00.000Z');
beforeAll(async () => {
  t = await buildTestApp();
  // The shipped catalogue has SCHOOL; this test does not depend on it being synced.
  await t.db
    .insert(products)
    .values({ productType: 'SCHOOL', audience: 'INSTITUTE', name: 'Schools', summary: 'Per student per year' })
    .onConflictDoNothing();
});
afterAll(async () => t.close());

const demoRows = () =>
  t.db
    .select()
    .from(promotions)
    .where(inArray(promotions.code, Object.values(DEMO_PROMOTIONS)));

describe('demo promotions', () => {
  it('seeds WELCOME20 and SCHOOL5000 for 12 months, once however often it runs', async () => {
    await seedPromotionDemo(t.db, seededAt);
    await seedPromotionDemo(t.db, new Date('2026-12-01T00:00:00.000Z'));
    const rows = await demoRows();
    const byCode = Object.fromEntries(rows.map((row) => [row.code, row]));
    expect(rows).toHaveLength(2);
    expect(byCode.WELCOME20).toMatchObject({
      discountKind: 'PERCENT',
      discountValue: 20,
      productType: null,
      maxUses: null,
      validFrom: seededAt,
      validUntil: new Date('2027-11-26T06:00:00.000Z'),
      bannerTitle: 'Welcome offer: 20% off your first year',
      active: true,
    });
    expect(byCode.SCHOOL5000).toMatchObject({
      discountKind: 'AMOUNT',
      discountValue: 500_000,
      productType: 'SCHOOL',
      maxUses: 100,
      maxUsesPerOwner: 1,
      validUntil: new Date('2027-11-26T06:00:00.000Z'),
      active: true,
    });
    expect(byCode.SCHOOL5000?.bannerTitle).toContain('₹5,000');
  });

  it('work as codes: 20% off any product, ₹5,000 off a school plan only', async () => {
    const now = new Date('2027-01-10T06:00:00.000Z');
    const owner = { userId: (await buildIndividual(t.db)).id };
    const reader = { code: 'welcome20', owner, productType: 'SCHOOL', listPaise: 3_000_000, now };
    expect((await evaluate(t.db, reader)).discountPaise).toBe(600_000);
    expect((await evaluate(t.db, { ...reader, code: 'SCHOOL5000' })).discountPaise).toBe(500_000);
    await expect(evaluate(t.db, { ...reader, code: 'SCHOOL5000', productType: 'READER' })).rejects.toMatchObject({
      code: 'PROMOTION_INVALID',
    });
    const orderId = await buildOrder(t.db, owner);
    const held = await t.db.transaction((tx) =>
      reserve(tx, { ...reader, code: ' School5000 ', orderId, holdUntil: new Date(now.getTime() + 60_000) }),
    );
    expect(held).toMatchObject({ code: 'SCHOOL5000', discountPaise: 500_000 });
  });

  it('needs the catalogue first, and says so', async () => {
    await t.db.delete(promotions);
    await t.db.delete(products).where(inArray(products.productType, ['SCHOOL']));
    await expect(seedPromotionDemo(t.db, seededAt)).rejects.toThrow('sync the catalogue first');
    expect(await demoRows()).toEqual([]);
  });
});
