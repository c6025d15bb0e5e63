/**
 * GST on Noticeboard's supplies, in integer paise. A line's taxable value is split into CGST + SGST (or UTGST)
 * when the place of supply is the supplier's own state, and into IGST otherwise (IGST Act ss. 7–8). Rates are in
 * basis points so no float ever holds money.
 *
 * Rounding: each tax component is rounded half-up to the paisa on its own (9% of ₹0.50 = 4.5 paise → 5 paise), and
 * a total is always taxable + CGST + SGST + IGST, added as integers, so an invoice adds up exactly.
 */
import { gstState } from '@noticeboard/shared';

/** The rate of every Noticeboard supply: software as a service (SAC 997331) is taxed at 18%. */
export const GST_RATE_BASIS_POINTS = 1800;
const BASIS = 10_000;
/** The largest amount whose product with a rate stays a safe integer (₹9,00,71,99,254.74). */
export const MAX_PAISE = Math.floor(Number.MAX_SAFE_INTEGER / BASIS);

/**
 * Union Territories without a legislature charge UTGST in place of SGST (UTGST Act, 2017); "Other Territory" (97)
 * counts as one (CGST Act s. 2(114)). Delhi, Puducherry and Jammu and Kashmir have legislatures: SGST.
 */
const UTGST_CODES = new Set(['04', '25', '26', '31', '35', '38', '97']);
/** The code GST returns use for a place of supply outside India. */
export const FOREIGN_PLACE_CODE = '96';

/** Who buys: the place of supply follows from it (IGST Act s. 12(2) inside India, s. 13 outside). */
export type GstBuyer =
  /** B2B: the place of supply is the state of the buyer's GSTIN. */
  | { kind: 'registered'; gstin: string }
  /**
   * B2C: the place of supply is the buyer's state on record; with no address on record, the supplier's state
   * (s. 12(2)(b)).
   */
  | { kind: 'unregistered'; stateCode: string | null }
  /** A recipient outside India: the place of supply is outside India (s. 13(2), s. 13(12) for online services). */
  | { kind: 'overseas'; country: string };

export type PlaceOfSupply =
  | { inIndia: true; stateCode: string; stateName: string }
  | { inIndia: false; stateCode: typeof FOREIGN_PLACE_CODE; country: string };

export interface TaxRates {
  cgst: number;
  sgst: number;
  igst: number;
}

export interface TaxTreatment {
  supply: 'intra-state' | 'inter-state' | 'export';
  placeOfSupply: PlaceOfSupply;
  /** Basis points (900 = 9%). */
  rates: TaxRates;
  /** How the state component is named on the invoice. */
  stateTaxName: 'SGST' | 'UTGST';
  /** A zero-rated export under a Letter of Undertaking: no IGST charged (IGST Act s. 16(3)(a)). */
  underLut: boolean;
}

export interface TaxSplit {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

export interface GstSupplier {
  stateCode: string;
  /**
   * Whether the supplier has filed a Letter of Undertaking for the year. Exports are zero-rated either way
   * (s. 16): with an LUT the invoice charges no IGST; without one IGST is charged and refunded later, which is
   * also the right tax when the export conditions of s. 2(6) are not met (then s. 7(5)(a): inter-state).
   * The default charges IGST, the choice that is never short of tax.
   */
  exportsUnderLut?: boolean;
}

function knownState(code: string): string {
  const state = gstState(code);
  if (!state) throw new RangeError(`Unknown GST state code: ${code}`);
  return state.name;
}

function placeOfSupplyFor(supplierStateCode: string, buyer: GstBuyer): PlaceOfSupply {
  if (buyer.kind === 'overseas') return { inIndia: false, stateCode: FOREIGN_PLACE_CODE, country: buyer.country };
  const stateCode = buyer.kind === 'registered' ? buyer.gstin.slice(0, 2) : (buyer.stateCode ?? supplierStateCode);
  return { inIndia: true, stateCode, stateName: knownState(stateCode) };
}

/** How a supply from this supplier to this buyer is taxed. */
export function taxTreatment(supplier: GstSupplier, buyer: GstBuyer): TaxTreatment {
  knownState(supplier.stateCode);
  const placeOfSupply = placeOfSupplyFor(supplier.stateCode, buyer);
  const stateTaxName = UTGST_CODES.has(supplier.stateCode) ? 'UTGST' : 'SGST';
  const half = GST_RATE_BASIS_POINTS / 2;
  if (!placeOfSupply.inIndia) {
    const underLut = supplier.exportsUnderLut === true;
    const igst = underLut ? 0 : GST_RATE_BASIS_POINTS;
    return { supply: 'export', placeOfSupply, rates: { cgst: 0, sgst: 0, igst }, stateTaxName, underLut };
  }
  if (placeOfSupply.stateCode === supplier.stateCode) {
    const rates = { cgst: half, sgst: half, igst: 0 };
    return { supply: 'intra-state', placeOfSupply, rates, stateTaxName, underLut: false };
  }
  const rates = { cgst: 0, sgst: 0, igst: GST_RATE_BASIS_POINTS };
  return { supply: 'inter-state', placeOfSupply, rates, stateTaxName, underLut: false };
}

function assertPaise(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_PAISE) {
    throw new RangeError(`${what} must be a whole number of paise from 0 to ${MAX_PAISE}, not ${value}`);
  }
}

/** rate × amount, rounded half-up to the paisa (amounts are never negative, so half-up is half-away-from-zero). */
function taxAt(amount: number, basisPoints: number): number {
  return Math.floor((amount * basisPoints + BASIS / 2) / BASIS);
}

/** The taxes on a taxable value. */
export function splitTax(taxable: number, treatment: TaxTreatment): TaxSplit {
  assertPaise(taxable, 'A taxable value');
  const cgst = taxAt(taxable, treatment.rates.cgst);
  const sgst = taxAt(taxable, treatment.rates.sgst);
  const igst = taxAt(taxable, treatment.rates.igst);
  return { taxable, cgst, sgst, igst, total: taxable + cgst + sgst + igst };
}

/**
 * A tax-inclusive price taken apart. Rounded taxes skip some totals (9% + 9% of one more paisa can add three), so
 * not every price is the forward total of some taxable value. Rule: the taxes are those of the largest taxable
 * value whose forward total does not exceed the price, and the taxable value is the price less those taxes. Where
 * the price is reachable this is exactly the forward split; elsewhere each tax is within one paisa of its rate
 * times the taxable value, and the parts always add up to the price.
 */
export function splitInclusive(price: number, treatment: TaxTreatment): TaxSplit {
  assertPaise(price, 'A price');
  const { cgst, sgst, igst } = treatment.rates;
  let base = Math.floor((price * BASIS) / (BASIS + cgst + sgst + igst));
  while (splitTax(base + 1, treatment).total <= price) base += 1;
  while (base > 0 && splitTax(base, treatment).total > price) base -= 1;
  const taxes = splitTax(base, treatment);
  return { ...taxes, taxable: price - taxes.cgst - taxes.sgst - taxes.igst, total: price };
}

/** Component-wise sum of line splits: an invoice's totals. */
export function sumSplits(splits: readonly TaxSplit[]): TaxSplit {
  const sum: TaxSplit = { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
  for (const split of splits) {
    sum.taxable += split.taxable;
    sum.cgst += split.cgst;
    sum.sgst += split.sgst;
    sum.igst += split.igst;
    sum.total += split.total;
  }
  return sum;
}
