/** The parse worker: reads one uploaded file at a time, off the API's event loop (see candidate.parser.ts). */
import { serveJobs } from '../../lib/serve-jobs';
import { readSheet, type SheetLimits } from './candidate.sheet';

export interface ParseJob {
  file: Uint8Array;
  limits: SheetLimits;
  /** exceljs spills a sheet stored before its shared strings to a temporary file: this job's own folder. */
  tmpDir: string;
}

serveJobs(async (job: ParseJob) => {
  process.env.TMPDIR = job.tmpDir;
  const file = Buffer.from(job.file.buffer, job.file.byteOffset, job.file.byteLength);
  return readSheet(file, job.limits);
});
