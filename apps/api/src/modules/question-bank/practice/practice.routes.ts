/** MCQ practice: questions and answer checking are open; the kept history is the player's (rules in the service). */
import {
  envelope,
  mcqAnswerBodySchema,
  mcqAnswerResultSchema,
  mcqAttemptedCountSchema,
  mcqAttemptedPageSchema,
  mcqAttemptedQuerySchema,
  mcqPageSchema,
  mcqQuerySchema,
  mcqScoreSchema,
  mcqSummarySchema,
  QUESTION_BANK_PATHS,
} from '@noticeboard/shared';
import { ok } from '../../../lib/reply';
import { actorOf, rolesIn } from '../../../plugins/auth';
import type { App } from '../../../types';
import { PRACTICE_RECORDERS } from './practice.policy';
import type { PracticeService } from './practice.service';

const tags = ['question-bank'];
const players = rolesIn(PRACTICE_RECORDERS);
const attemptedFilterSchema = mcqAttemptedQuerySchema.omit({ page: true, size: true });

export function practiceRoutes(app: App, { practice }: { practice: PracticeService }): void {
  app.get(
    QUESTION_BANK_PATHS.mcqData,
    {
      schema: {
        tags,
        summary: 'A page of practice questions from your pool (visitors: the open set), without answers',
        querystring: mcqQuerySchema,
        response: { 200: envelope(mcqPageSchema) },
      },
    },
    async (request) => ok('Practice questions', await practice.questions(request.actor, request.query)),
  );

  app.post(
    QUESTION_BANK_PATHS.mcqAnswer,
    {
      schema: {
        tags,
        summary: 'Check one answer; kept for signed-in students and individuals',
        body: mcqAnswerBodySchema,
        response: { 200: envelope(mcqAnswerResultSchema) },
      },
    },
    async (request) => ok('Answer checked', await practice.answer(request.actor, request.body)),
  );

  app.get(
    QUESTION_BANK_PATHS.mcqScore,
    {
      preHandler: players,
      schema: { tags, summary: 'Your practice totals', response: { 200: envelope(mcqScoreSchema) } },
    },
    async (request) => ok('Practice score', await practice.score(actorOf(request))),
  );

  app.get(
    QUESTION_BANK_PATHS.mcqSummary,
    {
      preHandler: players,
      schema: {
        tags,
        summary: 'Your practice by subject and by difficulty',
        response: { 200: envelope(mcqSummarySchema) },
      },
    },
    async (request) => ok('Practice summary', await practice.summary(actorOf(request))),
  );

  app.get(
    QUESTION_BANK_PATHS.mcqAttempted,
    {
      preHandler: players,
      schema: {
        tags,
        summary: 'Questions you practised, newest answer first, with the answer and explanation',
        querystring: mcqAttemptedQuerySchema,
        response: { 200: envelope(mcqAttemptedPageSchema) },
      },
    },
    async (request) => ok('Practised questions', await practice.attempted(actorOf(request), request.query)),
  );

  app.get(
    QUESTION_BANK_PATHS.mcqAttemptedCount,
    {
      preHandler: players,
      schema: {
        tags,
        summary: 'How many questions you practised (same filters as the list)',
        querystring: attemptedFilterSchema,
        response: { 200: envelope(mcqAttemptedCountSchema) },
      },
    },
    async (request) => ok('Practised questions', await practice.attemptedCount(actorOf(request), request.query)),
  );
}
