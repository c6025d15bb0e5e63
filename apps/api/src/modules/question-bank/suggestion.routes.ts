/** Suggestions from recent daily quizzes (rules in suggestion.service.ts). */
import {
  acceptSuggestionBodySchema,
  bankQuestionSchema,
  envelope,
  QUESTION_BANK_PATHS as P,
  pageQuerySchema,
  ROLE_SETS,
  suggestionPageSchema,
} from '@noticeboard/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { actorOf, rolesIn } from '../../plugins/auth';
import type { App } from '../../types';
import type { SuggestionService } from './suggestion.service';

const tags = ['question-bank'];

export function suggestionRoutes(app: App, { suggestions }: { suggestions: SuggestionService }): void {
  app.get(
    P.suggestions,
    {
      preHandler: rolesIn(ROLE_SETS.instituteFacultyAdmin),
      schema: {
        tags,
        summary: "Questions of the last 14 days' daily quizzes your school has not taken yet, newest first",
        querystring: pageQuerySchema,
        response: { 200: envelope(suggestionPageSchema) },
      },
    },
    async (request) => ok('Suggestions', await suggestions.list(actorOf(request), request.query)),
  );

  app.post(
    P.acceptSuggestion,
    {
      preHandler: rolesIn(ROLE_SETS.facultyOnly),
      schema: {
        tags,
        summary: 'Take a suggestion into your school’s bank (faculty; once per school); it waits for review',
        params: z.object({ suggestionId: z.string().uuid() }),
        body: acceptSuggestionBodySchema,
        response: { 201: envelope(bankQuestionSchema) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return ok(
        'Suggestion added',
        await suggestions.accept(actorOf(request), request.params.suggestionId, request.body),
        201,
      );
    },
  );
}
