/** Leaderboards and quiz summaries (issue 6 §2; spec §7 /users/leaderboard, /quiz/summary/*). */
import {
  classWisePageSchema,
  classWiseQuerySchema,
  envelope,
  LEADERBOARD_PATHS,
  leaderboardQuerySchema,
  leaderboardSchema,
  quizSummaryListSchema,
  studentWiseQuerySchema,
  studentWiseSchema,
  summaryRangeQuerySchema,
} from '@noticeboard/shared';
import { ok } from '../../../lib/reply';
import { actorOf, rolesIn, signedIn } from '../../../plugins/auth';
import type { App } from '../../../types';
import { SUMMARY_READERS } from './leaderboard.policy';
import type { LeaderboardService } from './leaderboard.service';
import type { SummaryService } from './summary.service';

export interface LeaderboardServices {
  boards: LeaderboardService;
  summaries: SummaryService;
}

export function leaderboardRoutes(app: App, { boards, summaries }: LeaderboardServices): void {
  const tags = ['quiz'];
  const staff = rolesIn(SUMMARY_READERS);

  app.get(
    LEADERBOARD_PATHS.leaderboard,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Top players of a range and scope, and your own rank',
        querystring: leaderboardQuerySchema,
        response: { 200: envelope(leaderboardSchema) },
      },
    },
    async (request) => ok('Leaderboard', await boards.board(actorOf(request), request.query)),
  );

  app.get(
    LEADERBOARD_PATHS.summaryList,
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "Your school's quiz totals by class and section",
        querystring: summaryRangeQuerySchema,
        response: { 200: envelope(quizSummaryListSchema) },
      },
    },
    async (request) => ok('Quiz summary', await summaries.list(actorOf(request), request.query.range)),
  );

  app.get(
    LEADERBOARD_PATHS.classWise,
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "A class's students with their quiz totals, best first",
        querystring: classWiseQuerySchema,
        response: { 200: envelope(classWisePageSchema) },
      },
    },
    async (request) => ok('Class quiz summary', await summaries.classWise(actorOf(request), request.query)),
  );

  app.get(
    LEADERBOARD_PATHS.studentWise,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "A student's quiz days (yours, or a student of your school)",
        querystring: studentWiseQuerySchema,
        response: { 200: envelope(studentWiseSchema) },
      },
    },
    async (request) => ok('Student quiz summary', await summaries.studentWise(actorOf(request), request.query)),
  );
}
