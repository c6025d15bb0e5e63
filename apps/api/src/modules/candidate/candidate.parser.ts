/**
 * Uploaded sheets are read in a worker thread with a memory ceiling and a time limit, so no file can stall
 * the API's event loop or take memory beyond a bound. One worker reads one file at a time; it starts on
 * the first upload (loading exceljs takes a second or two) and stops after a quiet minute.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ParseAnswer, ParseJob } from './candidate.parse-worker';
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

/** A worker entry in TypeScript: tsx's loader is registered inside the worker, under tsx and vitest alike. */
const ENTRY = new URL('./candidate.parse-worker.ts', import.meta.url).href;
const TSX_API = import.meta.resolve('tsx/esm/api');
const BOOT = `import(${JSON.stringify(TSX_API)}).then(({ tsImport }) => tsImport(${JSON.stringify(ENTRY)}, ${JSON.stringify(ENTRY)}))`;

export class SheetParser {
  private worker: Worker | null = null;
  private lastError: unknown = null;
  private queue: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  private nextId = 0;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(private readonly settings: ParserSettings) {}

  parse(file: Buffer): Promise<ParseResult> {
    if (this.waiting >= this.settings.maxWaiting) return Promise.resolve({ ok: false, failure: 'busy' });
    this.waiting += 1;
    const run = this.queue.then(() => {
      this.waiting -= 1;
      return this.withTmpDir(file);
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    await this.queue;
    await this.stop();
  }

  private async withTmpDir(file: Buffer): Promise<ParseResult> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const tmpDir = await mkdtemp(path.join(tmpdir(), 'nb-import-'));
    try {
      return await this.inWorker(file, tmpDir);
    } finally {
      await rm(tmpDir, { recursive: true, force: true }).catch(() => undefined);
      this.idleTimer = setTimeout(() => void this.stop(), this.settings.idleMs).unref();
    }
  }

  private spawn(): Worker {
    const { heapMb } = this.settings;
    const worker = new Worker(BOOT, {
      eval: true,
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 16 },
    });
    worker.unref();
    // Without a listener an error in the worker would be thrown in the API's thread.
    worker.on('error', (error) => {
      this.lastError = error;
    });
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
    });
    this.lastError = null;
    this.worker = worker;
    return worker;
  }

  private async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private inWorker(file: Buffer, tmpDir: string): Promise<ParseResult> {
    const worker = this.worker ?? this.spawn();
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      const settle = (done: () => void) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        done();
      };
      const onMessage = (answer: ParseAnswer) => {
        if (answer.id === id) settle(() => resolve(answer.outcome));
      };
      const onExit = () => {
        const error = this.lastError as { code?: string } | null;
        // Running out of its heap is the file's doing; anything else is a fault of ours.
        if (error?.code === 'ERR_WORKER_OUT_OF_MEMORY') settle(() => resolve({ ok: false, failure: 'tooLarge' }));
        else settle(() => reject(error ?? new Error('The sheet parser stopped')));
      };
      const timer = setTimeout(() => {
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        if (this.worker === worker) this.worker = null;
        // Stopped before answering, so no temporary file is still being written when its folder goes.
        void worker.terminate().finally(() => resolve({ ok: false, failure: 'tooSlow' }));
      }, this.settings.timeLimitMs);
      worker.on('message', onMessage);
      worker.once('exit', onExit);
      const { maxRows, maxUnzippedBytes } = this.settings;
      const job: ParseJob = { id, file, limits: { maxRows, maxUnzippedBytes }, tmpDir };
      worker.postMessage(job);
    });
  }
}
