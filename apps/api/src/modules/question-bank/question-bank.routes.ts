/**
 * The question bank's routes (rules in question.service.ts and insights.service.ts): staff of a school manage its
 * bank; students never reach these (403). The practice filters are open like practice itself.
 */
import {
  ACCESS,
  analyticsBarSchema,
  analyticsPieSchema,
  bankQuestionPageSchema,
  bankQuestionSchema,
  facultyDetailsSchema,
  mcqFiltersQuerySchema,
  mcqFiltersSchema,
  QUESTION_BANK_PATHS as P,
  questionAnalyticsQuerySchema,
  questionCountsQuerySchema,
  questionIdParamsSchema,
  questionInputSchema,
  questionListQuerySchema,
  questionStatusCountsSchema,
  ROLE_SETS,
  reviewBodySchema,
} from '@noticeboard/shared';
import type { RouteDefiner } from '../../lib/define-route';
import type { InsightsService } from './insights.service';
import { OPEN_PRACTICE } from './practice/practice.policy';
import type { QuestionService } from './question.service';

export function questionBankRoutes(
  route: RouteDefiner,
  { questions, insights }: { questions: QuestionService; insights: InsightsService },
): void {
  const staff = ACCESS.roles(ROLE_SETS.instituteFacultyAdmin, { sameInstitute: true });
  const reviewers = ACCESS.roles(ROLE_SETS.instituteOrAdmin, { sameInstitute: true });
  const params = questionIdParamsSchema;

  route(`GET ${P.questions}`, {
    access: staff,
    errors: [],
    summary:
      "The school's bank in every status (source OWN, the default) or the approved adopted (ADOPTED) or open (OPEN) questions, newest first",
    query: questionListQuerySchema,
    response: bankQuestionPageSchema,
    message: 'Questions',
    handler: ({ actor, query }) => questions.list(actor, query),
  });
  route(`GET ${P.questionCounts}`, {
    access: staff,
    errors: [],
    summary: 'How many questions of the same list (source and filters) wait for review, are approved or rejected',
    query: questionCountsQuerySchema,
    response: questionStatusCountsSchema,
    message: 'Question counts',
    handler: ({ actor, query }) => questions.counts(actor, query),
  });
  route(`POST ${P.questions}`, {
    access: ACCESS.roles(ROLE_SETS.facultyOnly, { sameInstitute: true }),
    errors: [],
    summary: 'Add a question to your school’s bank (faculty); it waits for review',
    body: questionInputSchema,
    response: bankQuestionSchema,
    status: 201,
    message: 'Question added',
    handler: ({ actor, body }) => questions.create(actor, body),
  });
  route(`GET ${P.question}`, {
    access: staff,
    errors: ['NOT_FOUND'],
    summary: 'A question of your bank or pool',
    params,
    response: bankQuestionSchema,
    message: 'Question',
    handler: ({ actor, params }) => questions.get(actor, params.questionId),
  });
  route(`PUT ${P.question}`, {
    access: staff,
    errors: ['NOT_FOUND'],
    summary: 'Edit your question (its author); it goes back to review',
    params,
    body: questionInputSchema,
    response: bankQuestionSchema,
    message: 'Question updated',
    handler: ({ actor, params, body }) => questions.update(actor, params.questionId, body),
  });
  route(`DELETE ${P.question}`, {
    access: staff,
    errors: ['NOT_FOUND'],
    summary: 'Remove a question (its author, the school account or an admin)',
    params,
    message: 'Question removed',
    handler: ({ actor, params }) => questions.remove(actor, params.questionId),
  });
  route(`POST ${P.review}`, {
    access: reviewers,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Approve or reject a question waiting for review (the school account or an admin)',
    params,
    body: reviewBodySchema,
    response: bankQuestionSchema,
    message: 'Question reviewed',
    handler: ({ actor, params, body }) => questions.review(actor, params.questionId, body),
  });
  route(`GET ${P.facultyDetails}`, {
    access: reviewers,
    errors: [],
    summary: "The school's faculty with their questions by status and the subjects they teach",
    response: facultyDetailsSchema,
    message: 'Faculty details',
    handler: ({ actor }) => insights.facultyDetails(actor),
  });
  route(`GET ${P.filters}`, {
    access: OPEN_PRACTICE,
    errors: [],
    summary:
      'Classes, subjects, chapters, topics, boards and difficulties of the questions you may practise (visitors: the open set)',
    query: mcqFiltersQuerySchema,
    response: mcqFiltersSchema,
    message: 'Question filters',
    handler: ({ actor, query }) => insights.filters(actor, query),
  });
  route(`GET ${P.analyticsPie}`, {
    access: staff,
    errors: [],
    summary: "The school's questions by status and by difficulty (faculty: ?mine=true for their own)",
    query: questionAnalyticsQuerySchema,
    response: analyticsPieSchema,
    message: 'Question analytics',
    handler: ({ actor, query }) => insights.pie(actor, query.mine === 'true'),
  });
  route(`GET ${P.analyticsBar}`, {
    access: staff,
    errors: [],
    summary: "The school's questions per subject by status (faculty: ?mine=true for their own)",
    query: questionAnalyticsQuerySchema,
    response: analyticsBarSchema,
    message: 'Question analytics',
    handler: ({ actor, query }) => insights.bar(actor, query.mine === 'true'),
  });
}
