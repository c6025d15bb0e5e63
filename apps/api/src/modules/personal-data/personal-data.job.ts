/** Erasure of deletions whose countdown ran out, and preparing (then expiring) data exports. */
import type { Job } from '../../lib/jobs';
import type { DataExportService } from './data-export.service';
import type { ErasureService } from './erasure.service';

export const ERASURE_JOB = 'personal-data-erasure';
export const DATA_EXPORT_JOB = 'personal-data-export';

export function personalDataJobs(erasure: ErasureService, exports: DataExportService, everyMs: number): Job[] {
  return [
    { name: ERASURE_JOB, everyMs, runAtStart: true, run: async () => void (await erasure.eraseDue()) },
    { name: DATA_EXPORT_JOB, everyMs: 30_000, runAtStart: true, run: () => exports.runJob() },
  ];
}
