/** The worker side of lib/serial-worker.ts: answers each job the API thread hands over, one at a time. */
import { parentPort } from 'node:worker_threads';
import type { WorkerReply } from './serial-worker';

export function serveJobs<Job, Answer>(handle: (job: Job) => Promise<Answer> | Answer): void {
  parentPort?.on('message', async ({ id, job }: { id: number; job: Job }) => {
    let reply: WorkerReply<Answer>;
    try {
      reply = { id, answer: await handle(job) };
    } catch (error) {
      reply = { id, error: error instanceof Error ? error.message : String(error) };
    }
    parentPort?.postMessage(reply);
  });
}
