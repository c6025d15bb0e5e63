/**
 * Every ten minutes: a receipt is mailed right after its payment commits, but a crash or a failed mail would lose it;
 * this sends the invoices of the last two days that were never mailed (an invoice is marked once its mail went).
 */
import type { Job } from '../../../lib/jobs';
import type { InvoiceService } from './invoice.service';

export const MISSED_RECEIPTS_JOB = 'payment-missed-receipts';

export function missedReceiptJobs(invoices: InvoiceService): Job[] {
  return [
    {
      name: MISSED_RECEIPTS_JOB,
      everyMs: 10 * 60_000,
      run: async () => {
        await invoices.sendMissedReceipts();
      },
    },
  ];
}
