/**
 * The catalogue file (JSON): the products and plans on sale, their features, highlights and FAQ. It is the source of
 * truth for the `products` and `plans` tables, synced at every start; the shipped `catalogue.json` beside this file
 * unless BILLING_CATALOGUE_FILE names another. Read synchronously when the app is built, so a bad file stops the
 * start with every problem named, before anything is served.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BILLING_PERIODS, MAX_SEATS, PLAN_PRICINGS, PRODUCT_AUDIENCES } from '@noticeboard/shared';
import { z } from 'zod';
import { ConfigError } from '../../config';

export const SHIPPED_CATALOGUE_FILE = path.join(import.meta.dirname, 'catalogue.json');

/** The `integer` price column's ceiling. */
const MAX_UNIT_PRICE_PAISE = 2_147_483_647;
const CODE = /^[A-Z][A-Z0-9_]{1,39}$/;
const CODE_RULE = 'upper-case letters, digits and underscores, starting with a letter (2–40)';

const text = (max: number) => z.string().trim().min(1).max(max);

const planFileSchema = z
  .object({
    code: z.string().regex(CODE, CODE_RULE),
    name: text(60),
    period: z.enum(BILLING_PERIODS),
    pricing: z.enum(PLAN_PRICINGS),
    unitPricePaise: z.number().int('whole paise').min(1).max(MAX_UNIT_PRICE_PAISE),
    taxIncluded: z.boolean(),
    minSeats: z.number().int().min(1).max(MAX_SEATS).optional(),
    highlights: z.array(text(160)).max(8).default([]),
  })
  .strict()
  .superRefine((plan, context) => {
    if (plan.pricing === 'PER_SEAT' && plan.minSeats === undefined) {
      context.addIssue({ code: 'custom', path: ['minSeats'], message: 'a PER_SEAT plan needs minSeats' });
    }
    if (plan.pricing === 'FLAT' && plan.minSeats !== undefined) {
      context.addIssue({ code: 'custom', path: ['minSeats'], message: 'a FLAT plan has no minSeats' });
    }
  });

const faqFileSchema = z
  .object({
    question: text(200),
    /** `{trialDays}` and `{graceDays}` become the configured numbers. */
    answer: text(1200),
    links: z
      .array(
        z
          .object({
            label: text(80),
            path: z.string().regex(/^\/(?!\/)[\w\-/]*$/, 'a path of this site, such as /submission-contact-us'),
          })
          .strict(),
      )
      .max(4)
      .default([]),
  })
  .strict();

const productFileSchema = z
  .object({
    productType: z.string().regex(CODE, CODE_RULE),
    audience: z.enum(PRODUCT_AUDIENCES),
    name: text(80),
    summary: text(400),
    features: z.array(text(200)).max(20).default([]),
    plans: z.array(planFileSchema).min(1, 'a product needs at least one plan').max(10),
    faq: z.array(faqFileSchema).max(20).default([]),
  })
  .strict();

export const catalogueFileSchema = z
  .object({
    products: z.array(productFileSchema).min(1, 'the catalogue needs at least one product').max(20),
  })
  .strict()
  .superRefine((file, context) => {
    const productTypes = new Set<string>();
    const planCodes = new Set<string>();
    file.products.forEach((product, index) => {
      if (productTypes.has(product.productType)) {
        context.addIssue({ code: 'custom', path: ['products', index, 'productType'], message: 'listed twice' });
      }
      productTypes.add(product.productType);
      product.plans.forEach((plan, planIndex) => {
        if (planCodes.has(plan.code)) {
          const at = ['products', index, 'plans', planIndex, 'code'];
          context.addIssue({ code: 'custom', path: at, message: `plan code ${plan.code} is used twice` });
        }
        planCodes.add(plan.code);
      });
    });
  });

export type CatalogueFile = z.output<typeof catalogueFileSchema>;
export type CatalogueFileProduct = CatalogueFile['products'][number];
export type CatalogueFilePlan = CatalogueFileProduct['plans'][number];

/** A catalogue file that cannot be used: the server does not start with it. */
export class CatalogueFileError extends ConfigError {}

/** Reads and checks the catalogue file; every problem is named with its place in the file. */
export function readCatalogueFile(filePath: string): CatalogueFile {
  const where = `Catalogue file ${filePath} (BILLING_CATALOGUE_FILE)`;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(filePath, 'utf8'));
  } catch (error) {
    throw new CatalogueFileError(`${where}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = catalogueFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`)
      .join('; ');
    throw new CatalogueFileError(`${where} is not valid: ${problems}`);
  }
  return parsed.data;
}
