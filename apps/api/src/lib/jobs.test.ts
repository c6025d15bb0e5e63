import { describe, expect, it, vi } from 'vitest';
import { type Job, JobScheduler } from './jobs';

const log = { debug: vi.fn(), error: vi.fn() } as unknown as ConstructorParameters<typeof JobScheduler>[0];

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('JobScheduler', () => {
  it('never runs a job twice at the same time', async () => {
    const gate = deferred();
    const run = vi.fn(() => gate.promise);
    const job: Job = { name: 'slow', everyMs: 60_000, run };
    const scheduler = new JobScheduler(log);
    const first = scheduler.runNow(job);
    const second = scheduler.runNow(job);
    expect(run).toHaveBeenCalledTimes(1);
    gate.resolve();
    await Promise.all([first, second]);
    await scheduler.runNow(job);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('logs a failing run and keeps the job usable', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('feed down')).mockResolvedValueOnce(undefined);
    const job: Job = { name: 'flaky', everyMs: 60_000, run };
    const scheduler = new JobScheduler(log);
    await scheduler.runNow(job);
    await scheduler.runNow(job);
    expect(run).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalled();
  });

  it('stops within the grace period even when a run hangs', async () => {
    const scheduler = new JobScheduler(log);
    const hanging: Job = { name: 'hang', everyMs: 60_000, runAtStart: true, run: () => new Promise(() => {}) };
    scheduler.start([hanging]);
    const started = Date.now();
    await scheduler.stop(50);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
