/**
 * In-process scheduler for background work (feed ingest, audio, trending scores). A job never overlaps
 * itself, and a failing run is logged and tried again at the next tick: one job's error never stops another.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface Job {
  name: string;
  everyMs: number;
  /** Run once as soon as the scheduler starts (e.g. ingest on first start). */
  runAtStart?: boolean;
  run(): Promise<void>;
}

export class JobScheduler {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<void>>();
  private stopped = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  start(jobs: Job[]): void {
    for (const job of jobs) {
      if (job.runAtStart) void this.runNow(job);
      const timer = setInterval(() => void this.runNow(job), job.everyMs);
      timer.unref();
      this.timers.add(timer);
    }
  }

  /** Runs a job unless it is already running; resolves when that run ends. */
  runNow(job: Job): Promise<void> {
    const current = this.running.get(job.name);
    if (current || this.stopped) return current ?? Promise.resolve();
    const started = Date.now();
    const run = job
      .run()
      .then(() => this.log.debug({ job: job.name, ms: Date.now() - started }, 'job finished'))
      .catch((err: unknown) => this.log.error({ err, job: job.name }, 'job failed'))
      .finally(() => this.running.delete(job.name));
    this.running.set(job.name, run);
    return run;
  }

  /**
   * Stops scheduling and waits for runs in progress, at most `graceMs`: a long run (an audio batch) is
   * abandoned rather than holding up shutdown; its work is claimed again by the next process.
   */
  async stop(graceMs = 5_000): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    let timeout: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => {
      timeout = setTimeout(resolve, graceMs);
    });
    await Promise.race([Promise.all(this.running.values()), deadline]);
    clearTimeout(timeout);
  }
}
