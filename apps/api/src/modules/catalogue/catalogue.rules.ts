/**
 * Pure pricing rules of the catalogue, in integer paise: the list price of a plan for some seats (the order service's
 * starting point, shared with the web so the pricing page shows the same sum) and one unit as the price list shows it.
 */
import { type BillingPeriod, type DisplayPrice, listPricePaise, type PlanPricing } from '@noticeboard/shared';
import { GST_RATE_BASIS_POINTS, splitInclusive, splitTax, taxTreatment } from '../payment/invoice/gst';

export { listPricePaise };

/**
 * GST as the price list shows it: one 18% figure. The rates decide the amounts, not the state: this is the split of
 * a buyer in the supplier's own state (CGST + SGST), and an inter-state invoice's IGST is within a paisa of it.
 */
const PRICE_LIST_TAX = taxTreatment({ stateCode: '29' }, { kind: 'unregistered', stateCode: null });

/** One unit of a plan (a seat for its period, or the plan) split into its taxable value and GST. */
export function planDisplayPrice(plan: { unitPricePaise: number; taxIncluded: boolean }): DisplayPrice {
  const split = plan.taxIncluded
    ? splitInclusive(plan.unitPricePaise, PRICE_LIST_TAX)
    : splitTax(plan.unitPricePaise, PRICE_LIST_TAX);
  return {
    taxablePaise: split.taxable,
    gstPaise: split.cgst + split.sgst + split.igst,
    totalPaise: split.total,
    gstPercent: GST_RATE_BASIS_POINTS / 100,
  };
}

interface PricedPlan {
  code: string;
  period: BillingPeriod;
  pricing: PlanPricing;
  unitPricePaise: number;
  taxIncluded: boolean;
}

/**
 * What a yearly plan saves against twelve payments of a monthly plan of the same product (same pricing and tax
 * treatment), by plan code; absent when there is no such monthly plan or no saving.
 */
export function yearlySavings(plans: readonly PricedPlan[]): Map<string, number> {
  const savings = new Map<string, number>();
  for (const yearly of plans) {
    if (yearly.period !== 'YEAR') continue;
    const monthly = plans.find(
      (plan) => plan.period === 'MONTH' && plan.pricing === yearly.pricing && plan.taxIncluded === yearly.taxIncluded,
    );
    const saving = monthly ? monthly.unitPricePaise * 12 - yearly.unitPricePaise : 0;
    if (saving > 0) savings.set(yearly.code, saving);
  }
  return savings;
}
