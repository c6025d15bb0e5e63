/** Background work of quizzes: today's daily quiz (until READY), and finalising sessions whose time ran out. */
import type { Job } from '../../lib/jobs';
import type { Infrastructure } from '../module';
import { generateDailyQuiz } from './daily-quiz.generator';
import { quizDayOf } from './quiz-day';
import { expireOverdueSessions } from './quiz-submission';

export function quizJobs({ db, log }: Pick<Infrastructure, 'db' | 'log'>): Job[] {
  return [
    {
      name: 'quiz-daily-generation',
      everyMs: 5 * 60_000,
      runAtStart: true,
      run: async () => {
        const day = quizDayOf(new Date());
        const outcome = await generateDailyQuiz(db, day);
        if (outcome.status !== 'READY') log.info({ day, ...outcome }, 'daily quiz not ready yet');
      },
    },
    {
      name: 'quiz-session-sweep',
      everyMs: 60_000,
      run: async () => {
        const finalised = await expireOverdueSessions(db);
        if (finalised > 0) log.info({ finalised }, 'quiz sessions finalised after their time ran out');
      },
    },
  ];
}
