/**
 * The newsletters' background work: every few seconds, start the scheduled newsletters whose time has come and
 * send what waits in the queue (see newsletter-sender.ts for how a crash never sends anyone a newsletter twice).
 */
import type { Job } from '../../lib/jobs';
import type { NewsletterSender } from './newsletter-sender';

export const NEWSLETTER_JOB_EVERY_MS = 5_000;

export function newsletterJobs(sender: NewsletterSender): Job[] {
  return [
    {
      name: 'newsletter-send',
      everyMs: NEWSLETTER_JOB_EVERY_MS,
      runAtStart: true,
      run: async () => {
        await sender.startDue();
        await sender.sendWaiting();
      },
    },
  ];
}
