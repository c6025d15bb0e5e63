/**
 * Invoices for their owner: the stored document drawn as a PDF (never recomputed), and the receipt mailed with the
 * invoice attached once a payment has committed. A failed mail is logged; the invoice stays downloadable.
 */
import { formatDate, formatMoney } from '@noticeboard/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { forbidden, notFound } from '../../../lib/errors';
import type { Mailer } from '../../../lib/mailer';
import type { Actor } from '../../../plugins/auth';
import type { Clock } from '../../module';
import { mayStartTrialFor, ownerOf } from '../../subscription/subscription.policy';
import { findOrder } from '../order/order.repository';
import {
  documentOf,
  findDocument,
  findDocumentOfOrder,
  markEmailed,
  ownsDocument,
  unmailedInvoiceOrders,
} from './billing-document.repository';
import { InvoicePdfRenderer } from './invoice-pdf-renderer';

export interface InvoiceServiceDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** A receipt still unsent this long after its payment was missed (a crash, a failed mail), not merely in flight. */
const MISSED_AFTER_MS = 10 * 60_000;
/** Older receipts are not sent any more: a mail about a week-old payment would confuse more than help. */
const MISSED_WITHIN_MS = 2 * 86_400_000;
const MISSED_BATCH = 50;

const fileNameOf = (number: string) => `${number.replace(/\//g, '-')}.pdf`;

export class InvoiceService {
  private readonly mailing = new Set<Promise<void>>();
  private readonly pdfs = new InvoicePdfRenderer();

  constructor(private readonly deps: InvoiceServiceDeps) {}

  async pdf(actor: Actor, id: string): Promise<{ filename: string; pdf: Buffer }> {
    if (!mayStartTrialFor(actor)) throw forbidden();
    const row = await findDocument(this.deps.db, id);
    // Another owner's invoice is answered as missing: its existence is not theirs to learn.
    if (!row || !ownsDocument(row, ownerOf(actor))) throw notFound('Invoice not found');
    return { filename: fileNameOf(row.number), pdf: await this.pdfs.render(documentOf(row)) };
  }

  /** Queues the receipt of a paid order (with its invoice, when it has one); returns at once. */
  sendReceipt(orderId: string): void {
    const delivery = this.mailReceipt(orderId).catch((error: unknown) =>
      this.deps.log.error({ err: error, orderId }, 'receipt not mailed'),
    );
    this.mailing.add(delivery);
    void delivery.finally(() => this.mailing.delete(delivery));
  }

  /** Resolves when every queued receipt has been tried. */
  async idle(): Promise<void> {
    await Promise.all([...this.mailing]);
  }

  /** Sends the receipts of invoices paid in the last two days that were never mailed; returns how many it tried. */
  async sendMissedReceipts(): Promise<number> {
    const now = this.deps.clock.now().getTime();
    const orderIds = await unmailedInvoiceOrders(
      this.deps.db,
      new Date(now - MISSED_WITHIN_MS),
      new Date(now - MISSED_AFTER_MS),
      MISSED_BATCH,
    );
    for (const orderId of orderIds) {
      await this.mailReceipt(orderId).catch((error: unknown) =>
        this.deps.log.error({ err: error, orderId }, 'missed receipt not mailed'),
      );
    }
    return orderIds.length;
  }

  /** After the last receipt: stops the PDF worker. */
  async close(): Promise<void> {
    await this.idle();
    await this.pdfs.close();
  }

  private async mailReceipt(orderId: string): Promise<void> {
    const order = await findOrder(this.deps.db, orderId);
    if (!order || order.status !== 'PAID') return;
    const invoice = await findDocumentOfOrder(this.deps.db, orderId, 'INVOICE');
    const paid = formatMoney(order.totalPaise);
    const lines = [
      `Hello ${order.buyer.name},`,
      '',
      `Thank you: we have received ${paid} for ${order.pricing.description}.`,
      order.periodEndsAt ? `It runs until ${formatDate(order.periodEndsAt)}.` : '',
      invoice ? `Your tax invoice ${invoice.number} is attached.` : 'Wallet top-ups are invoiced when you spend them.',
      '',
      // A parent paying a consent fee has no account: their receipt and invoice are this mail.
      order.purpose === 'CONSENT_FEE' ? '' : `All your payments and invoices: ${this.deps.publicUrl}/transaction`,
      '',
      'Noticeboard',
    ].filter((line, index, all) => line !== '' || all[index - 1] !== '');
    await this.deps.mailer.send({
      to: order.buyer.email,
      subject: invoice ? `Payment received – invoice ${invoice.number}` : 'Payment received',
      text: lines.join('\n'),
      attachments: invoice
        ? [
            {
              filename: fileNameOf(invoice.number),
              contentType: 'application/pdf',
              content: await this.pdfs.render(documentOf(invoice)),
            },
          ]
        : [],
    });
    if (invoice) await markEmailed(this.deps.db, invoice.id, this.deps.clock.now());
  }
}
