/** MCQ practice: questions and answer checking are open; the kept history is the player's (rules in the service). */
import {
  ACCESS,
  mcqAnswerBodySchema,
  mcqAnswerResultSchema,
  mcqAttemptedCountQuerySchema,
  mcqAttemptedCountSchema,
  mcqAttemptedPageSchema,
  mcqAttemptedQuerySchema,
  mcqPageSchema,
  mcqQuerySchema,
  mcqScoreSchema,
  mcqSummarySchema,
  QUESTION_BANK_PATHS as P,
} from '@noticeboard/shared';
import type { RouteDefiner } from '../../../lib/define-route';
import { OPEN_PRACTICE, PRACTICE_RECORDERS } from './practice.policy';
import type { PracticeService } from './practice.service';

export function practiceRoutes(route: RouteDefiner, { practice }: { practice: PracticeService }): void {
  const players = ACCESS.roles(PRACTICE_RECORDERS);

  route(`GET ${P.mcqData}`, {
    access: OPEN_PRACTICE,
    errors: [],
    summary: 'A page of practice questions from your pool (visitors: the open set), without answers',
    query: mcqQuerySchema,
    response: mcqPageSchema,
    message: 'Practice questions',
    handler: ({ actor, query }) => practice.questions(actor, query),
  });
  route(`POST ${P.mcqAnswer}`, {
    access: OPEN_PRACTICE,
    errors: ['NOT_FOUND'],
    summary: 'Check one answer; kept for signed-in students and individuals',
    body: mcqAnswerBodySchema,
    response: mcqAnswerResultSchema,
    message: 'Answer checked',
    handler: ({ actor, body }) => practice.answer(actor, body),
  });
  route(`GET ${P.mcqScore}`, {
    access: players,
    errors: [],
    summary: 'Your practice totals',
    response: mcqScoreSchema,
    message: 'Practice score',
    handler: ({ actor }) => practice.score(actor),
  });
  route(`GET ${P.mcqSummary}`, {
    access: players,
    errors: [],
    summary: 'Your practice by subject and by difficulty',
    response: mcqSummarySchema,
    message: 'Practice summary',
    handler: ({ actor }) => practice.summary(actor),
  });
  route(`GET ${P.mcqAttempted}`, {
    access: players,
    errors: [],
    summary: 'Questions you practised, newest answer first, with the answer and explanation',
    query: mcqAttemptedQuerySchema,
    response: mcqAttemptedPageSchema,
    message: 'Practised questions',
    handler: ({ actor, query }) => practice.attempted(actor, query),
  });
  route(`GET ${P.mcqAttemptedCount}`, {
    access: players,
    errors: [],
    summary: 'How many questions you practised (same filters as the list)',
    query: mcqAttemptedCountQuerySchema,
    response: mcqAttemptedCountSchema,
    message: 'Practised questions',
    handler: ({ actor, query }) => practice.attemptedCount(actor, query),
  });
}
