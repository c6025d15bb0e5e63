/** The timer: attempts whose deadline passed are handed in with the answers saved by then (every minute). */
import type { Job } from '../../lib/jobs';
import type { Infrastructure } from '../module';
import type { AttemptService } from './attempt.service';

export function attemptJobs({ log }: Pick<Infrastructure, 'log'>, attempts: AttemptService): Job[] {
  return [
    {
      name: 'assessment-attempt-timer',
      everyMs: 60_000,
      run: async () => {
        const handedIn = await attempts.handInOverdue();
        if (handedIn > 0) log.info({ handedIn }, 'assignment attempts handed in by the timer');
      },
    },
  ];
}
