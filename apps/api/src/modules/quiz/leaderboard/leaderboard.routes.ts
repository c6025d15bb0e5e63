/** Leaderboards and quiz summaries (issue 6 §2; spec §7 /users/leaderboard, /quiz/summary/*). */
import {
  ACCESS,
  classWisePageSchema,
  classWiseQuerySchema,
  LEADERBOARD_PATHS,
  leaderboardQuerySchema,
  leaderboardSchema,
  quizRankSchema,
  quizSessionIdQuerySchema,
  quizSummaryListSchema,
  studentWiseQuerySchema,
  studentWiseSchema,
  summaryRangeQuerySchema,
} from '@noticeboard/shared';
import type { RouteDefiner } from '../../../lib/define-route';
import { SUMMARY_READERS } from './leaderboard.policy';
import type { LeaderboardService } from './leaderboard.service';
import type { QuizRankService } from './quiz-rank.service';
import type { SummaryService } from './summary.service';

export interface LeaderboardServices {
  boards: LeaderboardService;
  summaries: SummaryService;
  ranks: QuizRankService;
}

export function leaderboardRoutes(route: RouteDefiner, { boards, summaries, ranks }: LeaderboardServices): void {
  const staff = ACCESS.roles(SUMMARY_READERS, { sameInstitute: true });

  route(`GET ${LEADERBOARD_PATHS.leaderboard}`, {
    access: ACCESS.signedIn,
    // A school board without a school (403), or staff choosing a class board without the class (400).
    errors: ['FORBIDDEN', 'BAD_REQUEST'],
    summary: 'Top players of a range and scope, and your own rank',
    query: leaderboardQuerySchema,
    response: leaderboardSchema,
    message: 'Leaderboard',
    handler: ({ actor, query }) => boards.board(actor, query),
  });
  route(`GET ${LEADERBOARD_PATHS.quizRank}`, {
    access: ACCESS.signedIn,
    // Not the caller's session (404), or not finished yet (409), as review answers.
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Your place among everyone who finished the quiz of one of your sessions',
    query: quizSessionIdQuerySchema,
    response: quizRankSchema,
    message: 'Quiz rank',
    handler: ({ actor, query }) => ranks.rank(actor, query.sessionId),
  });
  route(`GET ${LEADERBOARD_PATHS.summaryList}`, {
    access: staff,
    errors: [],
    summary: "Your school's quiz totals by class and section",
    query: summaryRangeQuerySchema,
    response: quizSummaryListSchema,
    message: 'Quiz summary',
    handler: ({ actor, query }) => summaries.list(actor, query.range),
  });
  route(`GET ${LEADERBOARD_PATHS.classWise}`, {
    access: staff,
    errors: [],
    summary: "A class's students with their quiz totals, best first",
    query: classWiseQuerySchema,
    response: classWisePageSchema,
    message: 'Class quiz summary',
    handler: ({ actor, query }) => summaries.classWise(actor, query),
  });
  route(`GET ${LEADERBOARD_PATHS.studentWise}`, {
    access: ACCESS.signedInSameInstitute,
    errors: ['NOT_FOUND'],
    summary: "A student's quiz days (yours, or a student of your school)",
    query: studentWiseQuerySchema,
    response: studentWiseSchema,
    message: 'Student quiz summary',
    handler: ({ actor, query }) => summaries.studentWise(actor, query),
  });
}
