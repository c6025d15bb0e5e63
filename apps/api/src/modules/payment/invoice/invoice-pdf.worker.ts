/** Draws invoice PDFs off the API's event loop (see invoice-pdf-renderer.ts). */
import { serveJobs } from '../../../lib/serve-jobs';
import type { InvoiceDocument } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';

serveJobs(async (document: InvoiceDocument) => {
  const pdf = await renderInvoicePdf(document);
  // Handed back as bytes; the API thread wraps them in a Buffer again.
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
});
