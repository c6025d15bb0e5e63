/**
 * The content of a tax invoice or credit note, built once with its taxes computed, numbered and frozen: the PDF
 * is drawn from it, and it is what gets stored, so a re-download never recomputes an old invoice's tax.
 */
import { gstinProblem, gstState } from '@noticeboard/shared';
import {
  type GstBuyer,
  splitInclusive,
  splitTax,
  sumSplits,
  type TaxSplit,
  type TaxTreatment,
  taxTreatment,
} from './gst';
import { documentNumber, financialYearOf } from './invoice-number';

/**
 * SAC 997331, "licensing services for the right to use computer software and databases" (18%): a Noticeboard
 * plan is the right to use hosted software (SaaS). Not 998431, which is online text content such as e-books and
 * periodicals, a group where e-books are taxed at 5%.
 */
export const NOTICEBOARD_SAC = '997331';

export interface InvoiceSupplier {
  legalName: string;
  addressLines: string[];
  gstin: string;
  exportsUnderLut?: boolean;
}

export interface InvoiceBuyer {
  name: string;
  addressLines: string[];
  gst: GstBuyer;
}

export interface InvoiceLineInput {
  description: string;
  /** Defaults to NOTICEBOARD_SAC. */
  sac?: string;
  /** Paise: the taxable value, or the price the buyer pays when taxIncluded. */
  amount: number;
  taxIncluded: boolean;
}

export interface InvoiceLine {
  description: string;
  sac: string;
  tax: TaxSplit;
}

interface DocumentCommon {
  number: string;
  issuedAt: Date;
  supplier: { legalName: string; addressLines: string[]; gstin: string; stateCode: string; stateName: string };
  buyer: { name: string; addressLines: string[]; gstin: string | null };
  treatment: TaxTreatment;
  lines: InvoiceLine[];
  totals: TaxSplit;
}

export interface TaxInvoiceDocument extends DocumentCommon {
  kind: 'tax-invoice';
}

export interface CreditNoteDocument extends DocumentCommon {
  kind: 'credit-note';
  /** The invoice this note credits (rule 53(1A)(g): its number and date). */
  original: { number: string; issuedAt: Date };
  reason: string;
}

export type InvoiceDocument = TaxInvoiceDocument | CreditNoteDocument;

function checkedGstin(gstin: string, whose: string): string {
  const problem = gstinProblem(gstin);
  if (problem) throw new RangeError(`The ${whose} GSTIN ${gstin} is invalid: ${problem}`);
  return gstin;
}

function linesOf(inputs: readonly InvoiceLineInput[], treatment: TaxTreatment): InvoiceLine[] {
  if (inputs.length === 0) throw new RangeError('A tax document needs at least one line');
  return inputs.map(({ description, sac = NOTICEBOARD_SAC, amount, taxIncluded }) => {
    if (!description.trim()) throw new RangeError('Every line needs a description');
    const tax = taxIncluded ? splitInclusive(amount, treatment) : splitTax(amount, treatment);
    return { description, sac, tax };
  });
}

export interface TaxInvoiceInput {
  supplier: InvoiceSupplier;
  buyer: InvoiceBuyer;
  issuedAt: Date;
  /** The next value of the invoice series of issuedAt's financial year. */
  sequence: number;
  lines: readonly InvoiceLineInput[];
}

/** A tax invoice: the place of supply and taxes follow from the two parties. */
export function buildTaxInvoice(input: TaxInvoiceInput): TaxInvoiceDocument {
  const { supplier, buyer, issuedAt } = input;
  const gstin = checkedGstin(supplier.gstin, 'supplier');
  const stateCode = gstin.slice(0, 2);
  const buyerGstin = buyer.gst.kind === 'registered' ? checkedGstin(buyer.gst.gstin, 'buyer') : null;
  const treatment = taxTreatment({ stateCode, exportsUnderLut: supplier.exportsUnderLut }, buyer.gst);
  const lines = linesOf(input.lines, treatment);
  return {
    kind: 'tax-invoice',
    number: documentNumber('tax-invoice', financialYearOf(issuedAt), input.sequence),
    issuedAt,
    supplier: {
      legalName: supplier.legalName,
      addressLines: supplier.addressLines,
      gstin,
      stateCode,
      stateName: gstState(stateCode)?.name ?? stateCode,
    },
    buyer: { name: buyer.name, addressLines: buyer.addressLines, gstin: buyerGstin },
    treatment,
    lines,
    totals: sumSplits(lines.map((line) => line.tax)),
  };
}

export interface CreditNoteInput {
  original: TaxInvoiceDocument;
  issuedAt: Date;
  /** The next value of the credit-note series of issuedAt's financial year. */
  sequence: number;
  reason: string;
  /** What is credited; the whole invoice when omitted (a full refund). */
  lines?: readonly InvoiceLineInput[];
}

/**
 * A credit note against an invoice: same parties and place of supply as the invoice, so the tax reversed is
 * the tax charged; it never credits more than the invoice's total.
 */
export function buildCreditNote(input: CreditNoteInput): CreditNoteDocument {
  const { original, issuedAt } = input;
  if (issuedAt < original.issuedAt) throw new RangeError('A credit note cannot predate its invoice');
  const lines = input.lines ? linesOf(input.lines, original.treatment) : original.lines;
  const totals = sumSplits(lines.map((line) => line.tax));
  if (totals.total > original.totals.total) {
    throw new RangeError(`A credit note of ${totals.total} paise exceeds invoice ${original.number}`);
  }
  return {
    ...original,
    kind: 'credit-note',
    number: documentNumber('credit-note', financialYearOf(issuedAt), input.sequence),
    issuedAt,
    original: { number: original.number, issuedAt: original.issuedAt },
    reason: input.reason,
    lines,
    totals,
  };
}
