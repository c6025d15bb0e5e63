import { PAYMENT_PATHS } from '@noticeboard/shared';
import { downloadFile } from '../../../lib/download-file';

export const invoicePdfPath = (documentId: string) =>
  PAYMENT_PATHS.invoicePdf.replace(':id', encodeURIComponent(documentId));

/**
 * GET /invoices/:id/pdf (an invoice or a credit note), saved under the name the server gives it; `fallbackName` only
 * when the answer names none.
 */
export const downloadInvoicePdf = (documentId: string, fallbackName: string) =>
  downloadFile(invoicePdfPath(documentId), fallbackName);
