/** Background work of quizzes: today's daily quiz (until READY), and finalising sessions whose time ran out. */
import type { Job } from '../../lib/jobs';
import type { Infrastructure } from '../module';
import type { NotificationExports } from '../notification/notification.module';
import { generateDailyQuiz } from './daily-quiz.generator';
import { quizDayOf } from './quiz-day';
import { expireOverdueSessions, type OnFinalised } from './quiz-submission';

/** Where a player reads a result: `/result/{quiz}` for a school's members, the hub for readers without a school. */
export const resultPathOf = (quizCustomUrl: string, instituteId: string | null) =>
  instituteId ? `/result/${encodeURIComponent(quizCustomUrl)}` : '/quiz';

/** A player whose time ran out while away is told their result is ready (in the transaction that scored it). */
export function notifyResult(notifications: NotificationExports['notifications']): OnFinalised {
  return (tx, session, quizCustomUrl) =>
    notifications.notify(tx, {
      kind: 'QUIZ_RESULT',
      recipientId: session.userId,
      instituteId: session.instituteId,
      actorId: null,
      resultPath: resultPathOf(quizCustomUrl, session.instituteId),
      right: session.totalRight ?? 0,
      questions: session.questionIds.length,
    });
}

export function quizJobs(
  { db, log }: Pick<Infrastructure, 'db' | 'log'>,
  notifications: NotificationExports['notifications'],
): Job[] {
  const onFinalised = notifyResult(notifications);
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
        const finalised = await expireOverdueSessions(db, new Date(), 200, onFinalised);
        if (finalised > 0) log.info({ finalised }, 'quiz sessions finalised after their time ran out');
      },
    },
  ];
}
