/** Suggestions from recent daily quizzes (rules in suggestion.service.ts). */
import {
  ACCESS,
  acceptSuggestionBodySchema,
  bankQuestionSchema,
  QUESTION_BANK_PATHS as P,
  pageQuerySchema,
  ROLE_SETS,
  suggestionIdParamsSchema,
  suggestionPageSchema,
} from '@noticeboard/shared';
import type { RouteDefiner } from '../../lib/define-route';
import type { SuggestionService } from './suggestion.service';

export function suggestionRoutes(route: RouteDefiner, { suggestions }: { suggestions: SuggestionService }): void {
  route(`GET ${P.suggestions}`, {
    access: ACCESS.roles(ROLE_SETS.instituteFacultyAdmin, { sameInstitute: true }),
    errors: [],
    summary: "Questions of the last 14 days' daily quizzes your school has not taken yet, newest first",
    query: pageQuerySchema,
    response: suggestionPageSchema,
    message: 'Suggestions',
    handler: ({ actor, query }) => suggestions.list(actor, query),
  });
  route(`POST ${P.acceptSuggestion}`, {
    access: ACCESS.roles(ROLE_SETS.facultyOnly, { sameInstitute: true }),
    // Taken already by the school (409).
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Take a suggestion into your school’s bank (faculty; once per school); it waits for review',
    params: suggestionIdParamsSchema,
    body: acceptSuggestionBodySchema,
    response: bankQuestionSchema,
    status: 201,
    message: 'Suggestion added',
    handler: ({ actor, params, body }) => suggestions.accept(actor, params.suggestionId, body),
  });
}
