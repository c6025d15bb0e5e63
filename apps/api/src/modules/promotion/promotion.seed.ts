/**
 * Demo promotions: WELCOME20 (20% off any product, for everyone) and SCHOOL5000 (₹5,000 off a school plan, the first
 * 100 schools), each with a banner, valid for 12 months from seeding. Runs after the catalogue is synced (SCHOOL is a
 * product of the shipped catalogue); a second run changes nothing.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, promotions } from '../../db/schema';

export const DEMO_PROMOTIONS = {
  welcome: 'WELCOME20',
  school: 'SCHOOL5000',
} as const;

const SCHOOL_PRODUCT = 'SCHOOL';

export async function seedPromotionDemo(db: Db, now = new Date()): Promise<void> {
  const [school] = await db
    .select({ productType: products.productType })
    .from(products)
    .where(eq(products.productType, SCHOOL_PRODUCT));
  if (!school) throw new Error(`demo promotions need the ${SCHOOL_PRODUCT} product: sync the catalogue first`);
  const validUntil = new Date(now);
  validUntil.setUTCFullYear(validUntil.getUTCFullYear() + 1);
  await db
    .insert(promotions)
    .values([
      {
        code: DEMO_PROMOTIONS.welcome,
        discountKind: 'PERCENT',
        discountValue: 20,
        productType: null,
        validFrom: now,
        validUntil,
        maxUses: null,
        maxUsesPerOwner: 1,
        bannerTitle: 'Welcome offer: 20% off your first year',
        bannerText: 'Choose a yearly plan and the code WELCOME20 takes 20% off at checkout.',
        createdAt: new Date(now.getTime() - 1000),
      },
      {
        code: DEMO_PROMOTIONS.school,
        discountKind: 'AMOUNT',
        discountValue: 500_000,
        productType: SCHOOL_PRODUCT,
        validFrom: now,
        validUntil,
        maxUses: 100,
        maxUsesPerOwner: 1,
        bannerTitle: '₹5,000 off your school’s plan',
        bannerText: 'For the first 100 schools: the code SCHOOL5000 takes ₹5,000 off a school plan.',
        // Newer than WELCOME20, so a school is offered its own code first.
        createdAt: now,
      },
    ])
    .onConflictDoNothing({ target: promotions.code });
}
