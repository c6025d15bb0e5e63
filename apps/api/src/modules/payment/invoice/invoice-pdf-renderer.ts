/**
 * Invoice PDFs are drawn in a worker thread: pdfkit lays out and subsets the DejaVu font in 50–100 ms of CPU per
 * document, which on the API's own thread would hold up every other request meanwhile (a burst of payments, each
 * mailing its receipt, or a school downloading a year of invoices).
 */
import { SerialWorker } from '../../../lib/serial-worker';
import type { InvoiceDocument } from './invoice-document';

/** Long enough for a cold worker (loading pdfkit) on a busy machine. */
const TIME_LIMIT_MS = 20_000;

export class InvoicePdfRenderer {
  private readonly worker = new SerialWorker<InvoiceDocument, Uint8Array>({
    entry: new URL('./invoice-pdf.worker.ts', import.meta.url),
    heapMb: 256,
    maxWaiting: 200,
    idleMs: 60_000,
  });

  async render(document: InvoiceDocument): Promise<Buffer> {
    const outcome = await this.worker.run(document, TIME_LIMIT_MS);
    if (!outcome.ok) throw new Error(`invoice PDF not drawn: ${outcome.failure}`);
    return Buffer.from(outcome.answer.buffer, outcome.answer.byteOffset, outcome.answer.byteLength);
  }

  close(): Promise<void> {
    return this.worker.close();
  }
}
