/** Parties and lines for the invoice tests. */
import type { InvoiceBuyer, InvoiceSupplier, TaxInvoiceInput } from './invoice-document';

export const SUPPLIER: InvoiceSupplier = {
  legalName: 'Noticeboard Learning Private Limited',
  addressLines: ['4th Floor, 12 MG Road', 'Bengaluru, Karnataka 560001'],
  gstin: '29AAACN1234A1Z3',
};

export const BUYERS = {
  sameState: {
    name: 'Maple Grove School',
    addressLines: ['22 Residency Road', 'Bengaluru, Karnataka 560025'],
    gst: { kind: 'registered', gstin: '29AABCM5678B1ZD' },
  },
  otherState: {
    name: 'Cedar Park School',
    addressLines: ['7 Linking Road', 'Mumbai, Maharashtra 400050'],
    gst: { kind: 'registered', gstin: '27AAPFU0939F1ZV' },
  },
  consumerInDelhi: {
    name: 'Asha Verma',
    addressLines: ['B-14 Lajpat Nagar', 'New Delhi 110024'],
    gst: { kind: 'unregistered', stateCode: '07' },
  },
  overseas: {
    name: 'Lion City Academy',
    addressLines: ['1 Orchard Road', 'Singapore 238823'],
    gst: { kind: 'overseas', country: 'Singapore' },
  },
} satisfies Record<string, InvoiceBuyer>;

/** An invoice of ₹1,00,000 (taxable) for a school's yearly plan, issued 15 April 2026 in India. */
export function yearlyPlan(buyer: InvoiceBuyer, sequence = 123): TaxInvoiceInput {
  return {
    supplier: SUPPLIER,
    buyer,
    issuedAt: new Date('2026-04-15T10:00:00+05:30'),
    sequence,
    lines: [{ description: 'Noticeboard School plan, 1 year, 250 seats', amount: 10_000_000, taxIncluded: false }],
  };
}
