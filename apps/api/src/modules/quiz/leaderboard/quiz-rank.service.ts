/**
 * A player's place in one quiz they finished, for the result page. Read fresh from the quiz's sessions (not from the
 * cached boards, which count days, not quizzes): the result page is read about once per play, and the player must see
 * the place their own submission just earned. Only the player's own session is answered (anyone else's is the 404 of a
 * missing session, as review does); the answer names nobody, so the children's listing rule has nothing to hide — a
 * hidden child keeps their place, as on the boards.
 */
import { LEADERBOARD_TIE_RULE, QUIZ_MESSAGES, type QuizRank } from '@noticeboard/shared';
import type { Db } from '../../../db/client';
import { conflict, notFound } from '../../../lib/errors';
import type { Actor } from '../../../plugins/auth';
import { ownSession, quizById } from '../quiz.repository';
import { quizDayOf } from '../quiz-day';
import { finaliseIfOverdue } from '../quiz-submission';
import { quizRankCounts } from './quiz-rank.repository';

export class QuizRankService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async rank(actor: Actor, sessionId: string): Promise<QuizRank> {
    const found = await ownSession(this.db, sessionId, actor.id);
    if (!found) throw notFound(QUIZ_MESSAGES.sessionNotFound);
    const now = this.now();
    const session = await finaliseIfOverdue(this.db, found, now);
    if (session.status === 'IN_PROGRESS') throw conflict(QUIZ_MESSAGES.notSubmittedYet);
    const [quiz, counts] = await Promise.all([quizById(this.db, session.quizId), quizRankCounts(this.db, session.id)]);
    if (!quiz || !counts) throw notFound(QUIZ_MESSAGES.sessionNotFound);
    // Others may still finish while the quiz is open or someone is still playing it.
    const open = !quiz.closed && quizDayOf(now) <= quiz.closesOn;
    return {
      quizSessionId: session.id,
      rank: counts.ahead + 1,
      players: counts.players,
      // A faculty quiz is one school's already; a player without a school has no school place.
      school:
        quiz.kind === 'DAILY' && session.instituteId
          ? { rank: counts.schoolAhead + 1, players: counts.schoolPlayers }
          : null,
      final: !open && counts.playing === 0,
      tieRule: LEADERBOARD_TIE_RULE,
    };
  }
}
