/** What a tax invoice or credit note says, apart from how it is drawn. */

import { formatDate } from '@noticeboard/shared/format';
import type { TaxSplit } from './gst';
import type { InvoiceDocument } from './invoice-document';

/** "15 Apr 2026", the date in India whatever the server's time zone (the product's one date form). */
const invoiceDate = (at: Date) => formatDate(at);

const percent = (basisPoints: number) => `${basisPoints / 100}%`;

export function documentTitle(document: InvoiceDocument): string {
  return document.kind === 'credit-note' ? 'CREDIT NOTE' : 'TAX INVOICE';
}

export interface TaxColumn {
  label: string;
  amountOf: (split: TaxSplit) => number;
}

/** CGST and SGST (or UTGST) for a supply inside the state; IGST otherwise, exports included. */
export function taxColumns(document: InvoiceDocument): TaxColumn[] {
  const { supply, rates, stateTaxName } = document.treatment;
  if (supply === 'intra-state') {
    return [
      { label: `CGST @ ${percent(rates.cgst)}`, amountOf: (split) => split.cgst },
      { label: `${stateTaxName} @ ${percent(rates.sgst)}`, amountOf: (split) => split.sgst },
    ];
  }
  return [{ label: `IGST @ ${percent(rates.igst)}`, amountOf: (split) => split.igst }];
}

function placeOfSupplyText({ treatment: { placeOfSupply: place } }: InvoiceDocument): string {
  return place.inIndia
    ? `${place.stateName} (${place.stateCode})`
    : `Outside India, ${place.country} (${place.stateCode})`;
}

/** The label/value pairs beside the supplier: number, date, the credited invoice, place of supply. */
export function particulars(document: InvoiceDocument): [string, string][] {
  const own: [string, string][] =
    document.kind === 'credit-note'
      ? [
          ['Credit note no.', document.number],
          ['Date', invoiceDate(document.issuedAt)],
          ['Against invoice', document.original.number],
          ['Invoice date', invoiceDate(document.original.issuedAt)],
        ]
      : [
          ['Invoice no.', document.number],
          ['Date', invoiceDate(document.issuedAt)],
        ];
  return [...own, ['Place of supply', placeOfSupplyText(document)], ['Reverse charge', 'No']];
}

/** The buyer's tax identity: GSTIN, or the fact there is none, or the country of an export. */
export function buyerTaxLine(document: InvoiceDocument): string {
  const place = document.treatment.placeOfSupply;
  if (document.buyer.gstin) return `GSTIN: ${document.buyer.gstin}`;
  return place.inIndia ? 'Unregistered buyer (no GSTIN)' : `Country: ${place.country}`;
}

/** The endorsement rule 46 asks of an export invoice; null for a supply inside India. */
export function exportEndorsement(document: InvoiceDocument): string | null {
  if (document.treatment.supply !== 'export') return null;
  return document.treatment.underLut
    ? 'SUPPLY MEANT FOR EXPORT UNDER LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX'
    : 'SUPPLY MEANT FOR EXPORT ON PAYMENT OF INTEGRATED TAX';
}
