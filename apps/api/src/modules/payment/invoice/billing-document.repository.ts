/** Issued invoices and credit notes: stored frozen, read back for the PDF and the transactions list. */
import { and, asc, between, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { billingDocuments, orders } from '../../../db/schema';
import type { SubscriptionOwner } from '../../subscription/subscription.repository';
import type { InvoiceDocument } from './invoice-document';

export type BillingDocumentRow = typeof billingDocuments.$inferSelect;

export async function insertDocument(
  db: Queryable,
  row: Omit<typeof billingDocuments.$inferInsert, 'document'> & { document: InvoiceDocument },
): Promise<BillingDocumentRow> {
  const [stored] = await db.insert(billingDocuments).values(row).returning();
  if (!stored) throw new Error('document not stored');
  return stored;
}

export async function findDocument(db: Queryable, id: string): Promise<BillingDocumentRow | undefined> {
  const [row] = await db.select().from(billingDocuments).where(eq(billingDocuments.id, id));
  return row;
}

export async function findDocumentOfOrder(
  db: Queryable,
  orderId: string,
  kind: 'INVOICE' | 'CREDIT_NOTE',
): Promise<BillingDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(billingDocuments)
    .where(and(eq(billingDocuments.orderId, orderId), eq(billingDocuments.kind, kind)));
  return row;
}

export async function markEmailed(db: Queryable, id: string, at: Date): Promise<void> {
  await db.update(billingDocuments).set({ emailedAt: at }).where(eq(billingDocuments.id, id));
}

/**
 * Paid orders whose invoice was issued in the window and never mailed, oldest first. Refunded orders are left out:
 * their receipt is never sent, so they would take the batch's places on every run.
 */
export async function unmailedInvoiceOrders(db: Queryable, from: Date, to: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ orderId: billingDocuments.orderId })
    .from(billingDocuments)
    .innerJoin(orders, eq(orders.id, billingDocuments.orderId))
    .where(
      and(
        eq(orders.status, 'PAID'),
        eq(billingDocuments.kind, 'INVOICE'),
        isNull(billingDocuments.emailedAt),
        between(billingDocuments.issuedAt, from, to),
      ),
    )
    .orderBy(asc(billingDocuments.issuedAt))
    .limit(limit);
  return rows.map((row) => row.orderId);
}

export const ownsDocument = (row: BillingDocumentRow, owner: SubscriptionOwner) =>
  'instituteId' in owner ? row.instituteId === owner.instituteId : row.userId === owner.userId;

/** The stored JSON back into a document: its dates were written as ISO strings. */
export function documentOf(row: BillingDocumentRow): InvoiceDocument {
  const stored = row.document as InvoiceDocument & { issuedAt: string; original?: { issuedAt: string } };
  const issuedAt = new Date(stored.issuedAt);
  if (stored.kind === 'credit-note') {
    return { ...stored, issuedAt, original: { ...stored.original, issuedAt: new Date(stored.original.issuedAt) } };
  }
  return { ...stored, issuedAt };
}
