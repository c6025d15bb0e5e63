/**
 * The catalogue (issue 15 §1, spec §7 "queries and products"): what Noticeboard sells by `productType`, its plans with
 * prices in paise and GST as the buyer will see it, what every plan includes and the product's FAQ. Read by the open
 * `/subscription/{productType}` and the signed-in `/pricing/{productType}` pages; orders are priced on the server
 * from the same plans.
 */
import { z } from 'zod';

export const CATALOGUE_PATHS = {
  products: '/subscription/products',
  product: '/subscription/products/:productType',
} as const;

export const PRODUCT_AUDIENCES = ['INSTITUTE', 'INDIVIDUAL'] as const;
export type ProductAudience = (typeof PRODUCT_AUDIENCES)[number];
export const BILLING_PERIODS = ['MONTH', 'YEAR'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const PLAN_PRICINGS = ['FLAT', 'PER_SEAT'] as const;
export type PlanPricing = (typeof PLAN_PRICINGS)[number];

/** The most seats one order may buy (a larger school asks for a custom plan). */
export const MAX_SEATS = 100_000;

/** Path segments are matched without regard to case: `/pricing/school` is the product `SCHOOL`. */
export const productTypeParamsSchema = z.object({
  productType: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .transform((value) => value.toUpperCase()),
});

const paise = z.number().int().nonnegative();

/** One unit of a plan (a seat for a year, a month, a year) as the price list shows it. */
export const displayPriceSchema = z.object({
  /** The value GST is charged on. */
  taxablePaise: paise,
  gstPaise: paise,
  /** What the buyer pays for the unit, GST included. */
  totalPaise: paise,
  gstPercent: z.number().int(),
});
export type DisplayPrice = z.infer<typeof displayPriceSchema>;

export const catalogueFaqSchema = z.object({
  question: z.string(),
  answer: z.string(),
  /** Pages of this site the answer points to (custom plans, contact). */
  links: z.array(z.object({ label: z.string(), path: z.string() })),
});
export type CatalogueFaq = z.infer<typeof catalogueFaqSchema>;

export const catalogueLimitsSchema = z.object({
  pricing: z.enum(PLAN_PRICINGS),
  unitPricePaise: z.number().int().positive(),
  /** PER_SEAT: the fewest seats sold; null for FLAT plans. */
  minSeats: z.number().int().positive().nullable(),
});

export const cataloguePlanSchema = catalogueLimitsSchema.extend({
  code: z.string(),
  name: z.string(),
  period: z.enum(BILLING_PERIODS),
  /** True: the unit price includes GST (consumer prices). False: GST is added on top (schools, B2B). */
  taxIncluded: z.boolean(),
  highlights: z.array(z.string()),
  displayPrice: displayPriceSchema,
  /** A yearly plan: what it saves against twelve payments of the product's monthly plan; otherwise null. */
  yearlySavingPaise: paise.nullable(),
});
export type CataloguePlan = z.infer<typeof cataloguePlanSchema>;

export const catalogueProductSchema = z.object({
  productType: z.string(),
  audience: z.enum(PRODUCT_AUDIENCES),
  name: z.string(),
  summary: z.string(),
  features: z.array(z.string()),
  /** Active plans only, in the order the page shows them. */
  plans: z.array(cataloguePlanSchema),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

export const catalogueProductListSchema = z.array(catalogueProductSchema);

export const catalogueProductDetailsSchema = catalogueProductSchema.extend({
  faq: z.array(catalogueFaqSchema),
  /** The free trial's length (TRIAL_DAYS), for visitors who have no subscription status to read it from. */
  trialDays: z.number().int(),
});
export type CatalogueProductDetails = z.infer<typeof catalogueProductDetailsSchema>;

export const CATALOGUE_MESSAGES = {
  unknownProduct: (productType: string, onSale: readonly string[]) =>
    `There is no product called "${productType}" on sale${onSale.length > 0 ? ` (products: ${onSale.join(', ')})` : ''}.`,
  unknownPlan: (planCode: string) =>
    `There is no plan "${planCode}" on sale. Please choose a plan from the pricing page.`,
} as const;

/**
 * The list price of a plan for some seats, in paise: PER_SEAT charges every seat but never fewer than the minimum;
 * FLAT charges the plan. GST is inside when the plan says `taxIncluded`, on top otherwise.
 */
export function listPricePaise(plan: z.infer<typeof catalogueLimitsSchema>, seats: number): number {
  if (!Number.isInteger(seats) || seats < 1 || seats > MAX_SEATS) {
    throw new TypeError(`Seats must be a whole number from 1 to ${MAX_SEATS}, not ${seats}`);
  }
  if (plan.pricing === 'FLAT') return plan.unitPricePaise;
  return plan.unitPricePaise * Math.max(seats, plan.minSeats ?? 1);
}
