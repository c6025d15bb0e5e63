/**
 * The catalogue: synced from its file at start, read by the pricing pages, and asked by the order service which plan
 * a buyer may order. Prices and plans come from the tables (what orders reference); the FAQ, which no order needs,
 * comes from the file the process started with.
 */
import {
  CATALOGUE_MESSAGES,
  type CatalogueProduct,
  type CatalogueProductDetails,
  listPricePaise,
} from '@noticeboard/shared';
import type { Db, Queryable } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { CatalogueFile } from './catalogue.file';
import { type FaqTerms, presentFaq, presentProduct } from './catalogue.presenter';
import {
  activePlansOf,
  activeProducts,
  findActivePlan,
  type PlanRow,
  type ProductRow,
  type SyncCounts,
  syncCatalogue,
} from './catalogue.repository';

export type { PlanRow, ProductRow };

/** A plan on sale with its product. */
export interface ActivePlan {
  plan: PlanRow;
  product: ProductRow;
}

/**
 * The plan `planCode` (any case) if it and its product are on sale; AppError 404 NOT_FOUND otherwise. Takes the
 * order's transaction, so the price read is the one the order is created with.
 */
export async function activePlan(db: Queryable, planCode: string): Promise<ActivePlan> {
  const code = planCode.trim().toUpperCase();
  const found = await findActivePlan(db, code);
  if (!found) throw notFound(CATALOGUE_MESSAGES.unknownPlan(code));
  return found;
}

export class CatalogueService {
  constructor(
    private readonly db: Db,
    private readonly file: CatalogueFile,
    private readonly terms: FaqTerms,
  ) {}

  /** Makes the tables match the file (one transaction); run once at start. */
  sync(): Promise<SyncCounts> {
    return this.db.transaction((tx) => syncCatalogue(tx, this.file));
  }

  /** The products on sale with their active plans; products without an active plan are left out. */
  async products(): Promise<CatalogueProduct[]> {
    const rows = await activeProducts(this.db);
    const plans = await activePlansOf(
      this.db,
      rows.map((row) => row.productType),
    );
    return rows.map((row) => presentProduct(row, plans)).filter((product) => product.plans.length > 0);
  }

  /** One product on sale (its type in any case) with plans, features and FAQ; 404 when none is on sale. */
  async product(productType: string): Promise<CatalogueProductDetails> {
    const type = productType.toUpperCase();
    const [row] = await activeProducts(this.db, type);
    const plans = row ? await activePlansOf(this.db, [row.productType]) : [];
    if (!row || plans.length === 0) {
      const onSale = (await this.products()).map((product) => product.productType);
      throw notFound(CATALOGUE_MESSAGES.unknownProduct(type, onSale));
    }
    const listed = this.file.products.find((product) => product.productType === row.productType);
    return {
      ...presentProduct(row, plans),
      faq: presentFaq(listed?.faq, this.terms),
      trialDays: this.terms.trialDays,
    };
  }

  activePlan(db: Queryable, planCode: string): Promise<ActivePlan> {
    return activePlan(db, planCode);
  }

  listPricePaise(plan: PlanRow, seats: number): number {
    return listPricePaise(plan, seats);
  }
}
