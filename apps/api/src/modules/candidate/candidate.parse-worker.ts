/** The parse worker: reads one uploaded file at a time, off the API's event loop (see candidate.parser.ts). */
import { parentPort } from 'node:worker_threads';
import { readSheet, type SheetLimits, type SheetOutcome } from './candidate.sheet';

export interface ParseJob {
  id: number;
  file: Uint8Array;
  limits: SheetLimits;
  /** exceljs spills a sheet stored before its shared strings to a temporary file: this job's own folder. */
  tmpDir: string;
}

export interface ParseAnswer {
  id: number;
  outcome: SheetOutcome;
}

parentPort?.on('message', async (job: ParseJob) => {
  process.env.TMPDIR = job.tmpDir;
  const file = Buffer.from(job.file.buffer, job.file.byteOffset, job.file.byteLength);
  const outcome = await readSheet(file, job.limits);
  parentPort?.postMessage({ id: job.id, outcome } satisfies ParseAnswer);
});
