/** Product and plan rows → the catalogue's wire shape, with the display prices and yearly savings worked out. */
import type { CatalogueFaq, CataloguePlan, CatalogueProduct } from '@noticeboard/shared';
import type { CatalogueFileProduct } from './catalogue.file';
import type { PlanRow, ProductRow } from './catalogue.repository';
import { planDisplayPrice, yearlySavings } from './catalogue.rules';

export function presentPlans(rows: readonly PlanRow[]): CataloguePlan[] {
  const savings = yearlySavings(rows);
  return rows.map((plan) => ({
    code: plan.code,
    name: plan.name,
    period: plan.period,
    pricing: plan.pricing,
    unitPricePaise: plan.unitPricePaise,
    taxIncluded: plan.taxIncluded,
    minSeats: plan.minSeats,
    highlights: plan.highlights,
    displayPrice: planDisplayPrice(plan),
    yearlySavingPaise: savings.get(plan.code) ?? null,
  }));
}

export function presentProduct(product: ProductRow, plans: readonly PlanRow[]): CatalogueProduct {
  return {
    productType: product.productType,
    audience: product.audience,
    name: product.name,
    summary: product.summary,
    features: product.features,
    plans: presentPlans(plans.filter((plan) => plan.productType === product.productType)),
  };
}

/** The numbers an FAQ answer may name, as configured. */
export interface FaqTerms {
  trialDays: number;
  graceDays: number;
}

export function presentFaq(entries: CatalogueFileProduct['faq'] | undefined, terms: FaqTerms): CatalogueFaq[] {
  return (entries ?? []).map((entry) => ({
    question: entry.question,
    answer: entry.answer
      .replaceAll('{trialDays}', String(terms.trialDays))
      .replaceAll('{graceDays}', String(terms.graceDays)),
    links: entry.links,
  }));
}
