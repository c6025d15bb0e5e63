/** Products and plans: kept in step with the catalogue file, and read as they are on sale. */
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { plans, products } from '../../db/schema';
import type { CatalogueFile } from './catalogue.file';

export type ProductRow = typeof products.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;

/** The value an upsert proposed for a column (PostgreSQL's `excluded` row). */
const proposed = (column: PgColumn): SQL => sql.raw(`excluded."${column.name}"`);

/** `set` for every listed column (by field name) from the proposed row, and a `setWhere` that skips rows already equal. */
function takeProposed<Key extends string>(columns: Record<Key, PgColumn>) {
  const entries = Object.entries(columns) as Array<[Key, PgColumn]>;
  const set = Object.fromEntries(entries.map(([key, column]) => [key, proposed(column)])) as Record<Key, SQL>;
  const current = sql.join(
    entries.map(([, column]) => sql`${column}`),
    sql`, `,
  );
  const incoming = sql.join(
    entries.map(([, column]) => proposed(column)),
    sql`, `,
  );
  return { set, setWhere: sql`(${current}) is distinct from (${incoming})` };
}

export interface SyncCounts {
  products: number;
  plans: number;
  deactivatedProducts: number;
  deactivatedPlans: number;
}

/**
 * Makes the tables say what the file says: listed products and plans inserted or updated (their `updated_at` moves
 * only when something changed) and active; unlisted ones made inactive, never deleted, since orders name them.
 */
export async function syncCatalogue(tx: Queryable, file: CatalogueFile): Promise<SyncCounts> {
  const productRows = file.products.map((product, index) => ({
    productType: product.productType,
    audience: product.audience,
    name: product.name,
    summary: product.summary,
    features: product.features,
    active: true,
    sortOrder: index,
  }));
  const planRows = file.products.flatMap((product) =>
    product.plans.map((plan, index) => ({
      code: plan.code,
      productType: product.productType,
      name: plan.name,
      period: plan.period,
      pricing: plan.pricing,
      unitPricePaise: plan.unitPricePaise,
      taxIncluded: plan.taxIncluded,
      minSeats: plan.minSeats ?? null,
      highlights: plan.highlights,
      active: true,
      sortOrder: index,
    })),
  );
  const productChange = takeProposed({
    audience: products.audience,
    name: products.name,
    summary: products.summary,
    features: products.features,
    active: products.active,
    sortOrder: products.sortOrder,
  });
  await tx
    .insert(products)
    .values(productRows)
    .onConflictDoUpdate({
      target: products.productType,
      set: { ...productChange.set, updatedAt: sql`now()` },
      setWhere: productChange.setWhere,
    });
  const planChange = takeProposed({
    productType: plans.productType,
    name: plans.name,
    period: plans.period,
    pricing: plans.pricing,
    unitPricePaise: plans.unitPricePaise,
    taxIncluded: plans.taxIncluded,
    minSeats: plans.minSeats,
    highlights: plans.highlights,
    active: plans.active,
    sortOrder: plans.sortOrder,
  });
  await tx
    .insert(plans)
    .values(planRows)
    .onConflictDoUpdate({
      target: plans.code,
      set: { ...planChange.set, updatedAt: sql`now()` },
      setWhere: planChange.setWhere,
    });
  const retiredProducts = await tx
    .update(products)
    .set({ active: false, updatedAt: sql`now()` })
    .where(
      and(
        eq(products.active, true),
        notInArray(
          products.productType,
          productRows.map((row) => row.productType),
        ),
      ),
    )
    .returning({ productType: products.productType });
  const retiredPlans = await tx
    .update(plans)
    .set({ active: false, updatedAt: sql`now()` })
    .where(
      and(
        eq(plans.active, true),
        notInArray(
          plans.code,
          planRows.map((row) => row.code),
        ),
      ),
    )
    .returning({ code: plans.code });
  return {
    products: productRows.length,
    plans: planRows.length,
    deactivatedProducts: retiredProducts.length,
    deactivatedPlans: retiredPlans.length,
  };
}

/** Active products in their listed order. */
export function activeProducts(db: Queryable, productType?: string): Promise<ProductRow[]> {
  const condition = productType
    ? and(eq(products.active, true), eq(products.productType, productType))
    : eq(products.active, true);
  return db.select().from(products).where(condition).orderBy(asc(products.sortOrder), asc(products.productType));
}

/** The active plans of these products, in their listed order. */
export function activePlansOf(db: Queryable, productTypes: readonly string[]): Promise<PlanRow[]> {
  if (productTypes.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(plans)
    .where(and(eq(plans.active, true), inArray(plans.productType, [...productTypes])))
    .orderBy(asc(plans.sortOrder), asc(plans.code));
}

/** A plan on sale (the plan and its product both active), with its product. */
export async function findActivePlan(
  db: Queryable,
  planCode: string,
): Promise<{ plan: PlanRow; product: ProductRow } | undefined> {
  const [row] = await db
    .select({ plan: plans, product: products })
    .from(plans)
    .innerJoin(products, eq(products.productType, plans.productType))
    .where(and(eq(plans.code, planCode), eq(plans.active, true), eq(products.active, true)));
  return row;
}
