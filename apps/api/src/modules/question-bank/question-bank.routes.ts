/**
 * The question bank's routes (rules in question.service.ts, insights.service.ts, suggestion.service.ts and
 * adoption.service.ts): staff of a school manage its bank; students never reach these (403).
 */
import {
  analyticsBarSchema,
  analyticsPieSchema,
  bankQuestionPageSchema,
  bankQuestionSchema,
  envelope,
  facultyDetailsSchema,
  mcqFiltersSchema,
  okSchema,
  QUESTION_BANK_PATHS as P,
  questionInputSchema,
  questionListQuerySchema,
  ROLE_SETS,
  reviewBodySchema,
  STUDENT_CLASSES,
} from '@noticeboard/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { actorOf, rolesIn } from '../../plugins/auth';
import type { App } from '../../types';
import type { InsightsService } from './insights.service';
import type { QuestionService } from './question.service';

const tags = ['question-bank'];
const questionParams = z.object({ questionId: z.string().uuid() });
const question = envelope(bankQuestionSchema);
/** `?mine=true` (a plain boolean coercion would read "false" as true). */
export const mineQuerySchema = z.object({ mine: z.enum(['true', 'false']).optional() });
const filtersQuerySchema = z.object({
  studentClass: z.enum(STUDENT_CLASSES).optional(),
  subject: z.string().trim().max(80).optional(),
});

export function questionBankRoutes(
  app: App,
  { questions, insights }: { questions: QuestionService; insights: InsightsService },
): void {
  const staff = rolesIn(ROLE_SETS.instituteFacultyAdmin);
  const reviewers = rolesIn(ROLE_SETS.instituteOrAdmin);

  app.get(
    P.questions,
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          "The school's bank in every status (source OWN, the default) or the approved adopted (ADOPTED) or open (OPEN) questions, newest first",
        querystring: questionListQuerySchema,
        response: { 200: envelope(bankQuestionPageSchema) },
      },
    },
    async (request) => ok('Questions', await questions.list(actorOf(request), request.query)),
  );

  app.post(
    P.questions,
    {
      preHandler: rolesIn(ROLE_SETS.facultyOnly),
      schema: {
        tags,
        summary: 'Add a question to your school’s bank (faculty); it waits for review',
        body: questionInputSchema,
        response: { 201: question },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return ok('Question added', await questions.create(actorOf(request), request.body), 201);
    },
  );

  app.get(
    P.question,
    {
      preHandler: staff,
      schema: { tags, summary: 'A question of your bank or pool', params: questionParams, response: { 200: question } },
    },
    async (request) => ok('Question', await questions.get(actorOf(request), request.params.questionId)),
  );

  app.put(
    P.question,
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Edit your question (its author); it goes back to review',
        params: questionParams,
        body: questionInputSchema,
        response: { 200: question },
      },
    },
    async (request) =>
      ok('Question updated', await questions.update(actorOf(request), request.params.questionId, request.body)),
  );

  app.delete(
    P.question,
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Remove a question (its author, the school account or an admin)',
        params: questionParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await questions.remove(actorOf(request), request.params.questionId);
      return ok('Question removed', null);
    },
  );

  app.post(
    P.review,
    {
      preHandler: reviewers,
      schema: {
        tags,
        summary: 'Approve or reject a question waiting for review (the school account or an admin)',
        params: questionParams,
        body: reviewBodySchema,
        response: { 200: question },
      },
    },
    async (request) =>
      ok('Question reviewed', await questions.review(actorOf(request), request.params.questionId, request.body)),
  );

  app.get(
    P.facultyDetails,
    {
      preHandler: reviewers,
      schema: {
        tags,
        summary: "The school's faculty with their questions by status and the subjects they teach",
        response: { 200: envelope(facultyDetailsSchema) },
      },
    },
    async (request) => ok('Faculty details', await insights.facultyDetails(actorOf(request))),
  );

  app.get(
    P.filters,
    {
      schema: {
        tags,
        summary:
          'Classes, subjects, chapters, topics, boards and difficulties of the questions you may practise (visitors: the open set)',
        querystring: filtersQuerySchema,
        response: { 200: envelope(mcqFiltersSchema) },
      },
    },
    async (request) => ok('Question filters', await insights.filters(request.actor, request.query)),
  );

  app.get(
    P.analyticsPie,
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "The school's questions by status and by difficulty (faculty: ?mine=true for their own)",
        querystring: mineQuerySchema,
        response: { 200: envelope(analyticsPieSchema) },
      },
    },
    async (request) => ok('Question analytics', await insights.pie(actorOf(request), request.query.mine === 'true')),
  );

  app.get(
    P.analyticsBar,
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "The school's questions per subject by status (faculty: ?mine=true for their own)",
        querystring: mineQuerySchema,
        response: { 200: envelope(analyticsBarSchema) },
      },
    },
    async (request) => ok('Question analytics', await insights.bar(actorOf(request), request.query.mine === 'true')),
  );
}
