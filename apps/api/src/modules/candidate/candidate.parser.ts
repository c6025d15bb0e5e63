/**
 * Uploaded sheets are read in a worker thread with a memory ceiling and a time limit, so no file can stall
 * the API's event loop or take memory beyond a bound. One worker reads one file at a time; it starts on
 * the first upload (loading exceljs takes a second or two) and stops after a quiet minute.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SerialWorker } from '../../lib/serial-worker';
import type { ParseJob } from './candidate.parse-worker';
import type { SheetLimits, SheetOutcome } from './candidate.sheet';

export interface ParserSettings extends SheetLimits {
  /** From handing the file over to the answer, worker start-up included. */
  timeLimitMs: number;
  /** The worker's V8 heap; past it the worker dies and the file is refused. */
  heapMb: number;
  /** Files waiting for the worker beyond this are turned away. */
  maxWaiting: number;
  idleMs: number;
}

export type ParseResult = SheetOutcome | { ok: false; failure: 'tooSlow' | 'busy' };

export class SheetParser {
  private readonly worker: SerialWorker<ParseJob, SheetOutcome>;

  constructor(private readonly settings: ParserSettings) {
    const { heapMb, maxWaiting, idleMs } = settings;
    this.worker = new SerialWorker({
      entry: new URL('./candidate.parse-worker.ts', import.meta.url),
      heapMb,
      maxWaiting,
      idleMs,
    });
  }

  async parse(file: Buffer): Promise<ParseResult> {
    // exceljs spills a sheet stored before its shared strings to a temporary file: each file gets its own folder,
    // removed once the worker has answered (or was stopped).
    const tmpDir = await mkdtemp(path.join(tmpdir(), 'nb-import-'));
    try {
      const { maxRows, maxUnzippedBytes, timeLimitMs } = this.settings;
      const outcome = await this.worker.run({ file, limits: { maxRows, maxUnzippedBytes }, tmpDir }, timeLimitMs);
      if (outcome.ok) return outcome.answer;
      // Running out of the worker's heap is the file's doing: it is too large to read.
      return { ok: false, failure: outcome.failure === 'outOfMemory' ? 'tooLarge' : outcome.failure };
    } finally {
      await rm(tmpDir, { recursive: true, force: true }).catch(() => undefined);
    }
  }

  close(): Promise<void> {
    return this.worker.close();
  }
}
