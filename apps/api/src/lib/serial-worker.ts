/**
 * One worker thread that runs CPU-heavy jobs one after another, off the API's event loop (reading an uploaded sheet,
 * drawing a PDF): started on the first job, stopped after a quiet spell, replaced when it dies or runs too long. Its
 * entry is a TypeScript module that calls `serveJobs` (lib/serve-jobs.ts).
 */
import { Worker } from 'node:worker_threads';

export interface SerialWorkerSettings {
  /** The worker module, e.g. `new URL('./invoice-pdf.worker.ts', import.meta.url)`. */
  entry: URL;
  /** The worker's V8 heap; past it the worker dies and the job answers 'outOfMemory'. */
  heapMb: number;
  /** Jobs waiting beyond this are turned away ('busy'). */
  maxWaiting: number;
  idleMs: number;
}

export type WorkerOutcome<Answer> =
  | { ok: true; answer: Answer }
  | { ok: false; failure: 'tooSlow' | 'outOfMemory' | 'busy' };

/** What the worker posts back for job `id`. */
export type WorkerReply<Answer> = { id: number; answer: Answer } | { id: number; error: string };

const TSX_API = import.meta.resolve('tsx/esm/api');

/** A worker entry in TypeScript: tsx's loader is registered inside the worker, under tsx and vitest alike. */
const bootOf = (entry: URL) =>
  `import(${JSON.stringify(TSX_API)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(entry.href)}))`;

export class SerialWorker<Job, Answer> {
  private worker: Worker | null = null;
  private lastError: unknown = null;
  private queue: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  private nextId = 0;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(private readonly settings: SerialWorkerSettings) {}

  /** Runs `job` once the jobs before it are done; `timeLimitMs` counts from the hand-over, worker start-up included. */
  run(job: Job, timeLimitMs: number): Promise<WorkerOutcome<Answer>> {
    if (this.waiting >= this.settings.maxWaiting) return Promise.resolve({ ok: false, failure: 'busy' });
    this.waiting += 1;
    const run = this.queue.then(async () => {
      this.waiting -= 1;
      if (this.idleTimer) clearTimeout(this.idleTimer);
      try {
        return await this.inWorker(job, timeLimitMs);
      } finally {
        this.idleTimer = setTimeout(() => void this.stop(), this.settings.idleMs).unref();
      }
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    await this.queue;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    await this.stop();
  }

  private spawn(): Worker {
    const worker = new Worker(bootOf(this.settings.entry), {
      eval: true,
      resourceLimits: { maxOldGenerationSizeMb: this.settings.heapMb, maxYoungGenerationSizeMb: 16 },
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

  private inWorker(job: Job, timeLimitMs: number): Promise<WorkerOutcome<Answer>> {
    const worker = this.worker ?? this.spawn();
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      const settle = (done: () => void) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        done();
      };
      const onMessage = (reply: WorkerReply<Answer>) => {
        if (reply.id !== id) return;
        if ('error' in reply) settle(() => reject(new Error(reply.error)));
        else settle(() => resolve({ ok: true, answer: reply.answer }));
      };
      const onExit = () => {
        const error = this.lastError as { code?: string } | null;
        // Running out of its heap is the job's doing; anything else is a fault of ours.
        if (error?.code === 'ERR_WORKER_OUT_OF_MEMORY') settle(() => resolve({ ok: false, failure: 'outOfMemory' }));
        else settle(() => reject(error ?? new Error('The worker stopped')));
      };
      const timer = setTimeout(() => {
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        if (this.worker === worker) this.worker = null;
        // Stopped before answering, so nothing the job writes outlives the answer.
        void worker.terminate().finally(() => resolve({ ok: false, failure: 'tooSlow' }));
      }, timeLimitMs);
      worker.on('message', onMessage);
      worker.once('exit', onExit);
      worker.postMessage({ id, job });
    });
  }
}
