/**
 * Issues the tax invoice of a paid order and the credit note of a refunded one, inside the transaction that
 * settles the order: the number is taken from the year's sequence there, so a rolled-back settlement gives it back.
 */
import { formatMoney } from '@noticeboard/shared';
import type { Queryable } from '../../../db/client';
import type { OrderRow } from '../order/order.repository';
import { gstBuyerOf } from '../order/order-buyer';
import {
  type BillingDocumentRow,
  documentOf,
  findDocumentOfOrder,
  insertDocument,
} from './billing-document.repository';
import { nextDocumentNumber } from './document-sequence.repository';
import { buildCreditNote, buildTaxInvoice, type InvoiceDocument, type InvoiceSupplier } from './invoice-document';

/** Wallet top-ups are advances, not supplies: they get no tax invoice (the plan they later pay for does). */
export const invoicedPurpose = (order: Pick<OrderRow, 'purpose'>) => order.purpose !== 'WALLET_TOP_UP';

const ownerOfOrder = (order: OrderRow) =>
  order.instituteId ? { instituteId: order.instituteId, userId: null } : { instituteId: null, userId: order.userId };

export async function issueInvoice(
  tx: Queryable,
  order: OrderRow,
  supplier: InvoiceSupplier,
  issuedAt: Date,
): Promise<BillingDocumentRow> {
  const { sequence } = await nextDocumentNumber(tx, 'tax-invoice', issuedAt);
  const { pricing, buyer } = order;
  const document = buildTaxInvoice({
    supplier,
    buyer: { name: buyer.name, addressLines: buyer.addressLines, gst: gstBuyerOf(buyer) },
    issuedAt,
    sequence,
    lines: [
      {
        // The value is after the discount (CGST rule 46: the taxable value net of discounts); the line says so.
        description:
          pricing.discountPaise > 0
            ? `${pricing.description} (after ${formatMoney(pricing.discountPaise)} off${pricing.promotionCode ? ` with ${pricing.promotionCode}` : ''})`
            : pricing.description,
        amount: pricing.listPaise - pricing.discountPaise,
        taxIncluded: pricing.taxIncluded,
      },
    ],
  });
  // The order was priced with the same rules; an invoice that disagrees with what was charged must not be issued.
  if (document.totals.total !== order.totalPaise) {
    throw new Error(`Invoice total ${document.totals.total} differs from order ${order.id} total ${order.totalPaise}`);
  }
  return store(tx, 'INVOICE', order, document);
}

const store = (tx: Queryable, kind: 'INVOICE' | 'CREDIT_NOTE', order: OrderRow, document: InvoiceDocument) =>
  insertDocument(tx, {
    kind,
    number: document.number,
    orderId: order.id,
    ...ownerOfOrder(order),
    issuedAt: document.issuedAt,
    totalPaise: document.totals.total,
    document,
  });

/** A credit note for the whole invoice of a refunded order; none when the order had no invoice. */
export async function issueCreditNote(
  tx: Queryable,
  order: OrderRow,
  issuedAt: Date,
  reason: string,
): Promise<BillingDocumentRow | undefined> {
  const invoice = await findDocumentOfOrder(tx, order.id, 'INVOICE');
  if (!invoice) return undefined;
  const original = documentOf(invoice);
  if (original.kind !== 'tax-invoice') throw new Error('an invoice row holds a credit note');
  const { sequence } = await nextDocumentNumber(tx, 'credit-note', issuedAt);
  const document = buildCreditNote({ original, issuedAt, sequence, reason });
  return store(tx, 'CREDIT_NOTE', order, document);
}
