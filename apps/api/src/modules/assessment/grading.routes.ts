/** Attempts, grading, appeared lists and analytics over HTTP (rules in grading.service.ts and analytics.service.ts). */
import {
  ACCESS,
  type AssignmentType,
  analyticsQuerySchema,
  analyticsSchema,
  answerFileParamsSchema,
  appearedListSchema,
  appearedQuerySchema,
  appearedStudentListSchema,
  appearedStudentQuerySchema,
  assignmentCodeParamsSchema,
  attemptDetailSchema,
  attemptListQuerySchema,
  attemptListSchema,
  attemptParamsSchema,
  gradesBodySchema,
  gradingOrderSchema,
  ASSESSMENT_GRADING_PATHS as PATHS,
  pageQuerySchema,
  questionAnswersSchema,
  questionParamsSchema,
  ROLE_SETS,
  releaseResultSchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { AnalyticsService } from './analytics.service';
import { sendAnswerFile } from './answer-file';
import { ASSESSMENT_STAFF } from './assessment.policy';
import type { GradingService } from './grading.service';

export interface GradingServices {
  grading: GradingService;
  analytics: AnalyticsService;
}

export function gradingRoutes(app: App, { grading, analytics }: GradingServices): void {
  const route = routeDefiner(app, { tags: ['assessment grading'] });
  const staff = ACCESS.roles(ASSESSMENT_STAFF, { sameInstitute: true });

  route(`GET ${PATHS.attempts}`, {
    access: staff,
    errors: ['NOT_FOUND'],
    summary: "An assignment's targeted students with their attempts (started or not), filters and paging",
    params: assignmentCodeParamsSchema,
    query: attemptListQuerySchema,
    response: attemptListSchema,
    message: 'Attempts',
    handler: ({ actor, params, query }) => grading.attempts(actor, params.assignmentCode, query),
  });
  route(`GET ${PATHS.attempt}`, {
    access: staff,
    errors: ['NOT_FOUND'],
    summary: 'One attempt with every answer beside the key and the rubric',
    params: attemptParamsSchema,
    response: attemptDetailSchema,
    message: 'Attempt',
    handler: ({ actor, params }) => grading.attempt(actor, params.assignmentCode, params.attemptId),
  });
  route(`GET ${PATHS.answerFile}`, {
    access: staff,
    errors: ['NOT_FOUND'],
    summary: "The file a student attached to a written answer (the school's staff)",
    params: answerFileParamsSchema,
    raw: {},
    handler: async ({ actor, params, reply }) =>
      sendAnswerFile(
        reply,
        await grading.answerFile(actor, params.assignmentCode, params.attemptId, params.questionId),
      ),
  });
  route(`PUT ${PATHS.grades}`, {
    access: staff,
    // Not submitted yet, or rejected after its face check (409).
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Save marks, feedback and rubric marks of some written answers (the others keep theirs)',
    params: attemptParamsSchema,
    body: gradesBodySchema,
    response: attemptDetailSchema,
    message: (detail) =>
      detail.attempt.progress === 'GRADED' ? 'Grades saved: the attempt is graded' : 'Grades saved',
    handler: ({ actor, params, body }) => grading.saveGrades(actor, params.assignmentCode, params.attemptId, body),
  });
  route(`GET ${PATHS.gradingOrder}`, {
    access: staff,
    errors: ['NOT_FOUND'],
    summary: 'The submitted attempts in grading order, and the questions',
    params: assignmentCodeParamsSchema,
    response: gradingOrderSchema,
    message: 'Grading order',
    handler: ({ actor, params }) => grading.gradingOrder(actor, params.assignmentCode),
  });
  route(`GET ${PATHS.questionAnswers}`, {
    access: staff,
    errors: ['NOT_FOUND'],
    summary: "One question's answers across students, in grading order",
    params: questionParamsSchema,
    query: pageQuerySchema,
    response: questionAnswersSchema,
    message: 'Answers to the question',
    handler: ({ actor, params, query }) =>
      grading.questionAnswers(actor, params.assignmentCode, params.questionId, query),
  });
  route(`POST ${PATHS.releaseGrades}`, {
    access: staff,
    // Not the author (403 for a teacher); before closing, ungraded, flagged or still finishing attempts (409).
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Release the grades to the students (and, if chosen, minors’ parents by email), once',
    params: assignmentCodeParamsSchema,
    response: releaseResultSchema,
    message: (result) => (result.alreadyReleased ? 'Grades were already released' : 'Grades released'),
    handler: ({ actor, params }) => grading.release(actor, params.assignmentCode),
  });
  route(`GET ${PATHS.analytics}`, {
    access: ACCESS.roles(ROLE_SETS.instituteMembers, { sameInstitute: true }),
    errors: ['NOT_FOUND'],
    summary: 'Analytics of an assignment: staff everything, a student whose result is out the totals and classes',
    params: assignmentCodeParamsSchema,
    query: analyticsQuerySchema,
    response: analyticsSchema,
    message: 'Assignment analytics',
    handler: ({ actor, params, query }) => analytics.analytics(actor, params.assignmentCode, query),
  });
  route(`GET ${PATHS.analyticsExport}`, {
    access: staff,
    errors: ['NOT_FOUND'],
    summary: 'The attempts and each question’s marks as a CSV file',
    params: assignmentCodeParamsSchema,
    query: analyticsQuerySchema,
    raw: {},
    handler: async ({ actor, params, query, reply }) => {
      const { filename, csv } = await analytics.exportCsv(actor, params.assignmentCode, query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  const appeared = (path: string, type: AssignmentType, what: string) =>
    route(`GET ${path}`, {
      access: ACCESS.roles(ROLE_SETS.instituteOnly, { sameInstitute: true }),
      errors: [],
      summary: `Every attempt of the school's ${what} across assignments, with filters`,
      query: appearedQuerySchema,
      response: appearedListSchema,
      message: 'Appeared attempts',
      handler: ({ actor, query }) => grading.appeared(actor, type, query),
    });
  appeared(PATHS.appearedAssessment, 'ASSESSMENT', 'assessments');
  appeared(PATHS.appearedQna, 'QNA', 'Q&A assignments');

  const appearedStudent = (path: string, type: AssignmentType, what: string) =>
    route(`GET ${path}`, {
      access: ACCESS.roles(ROLE_SETS.instituteOrCandidate, { sameInstitute: true }),
      errors: ['NOT_FOUND'],
      summary: `A student's own ${what} (the school: one of its students by userId), results as released`,
      query: appearedStudentQuerySchema,
      response: appearedStudentListSchema,
      message: 'Attempts of the student',
      handler: ({ actor, query }) => grading.appearedStudent(actor, type, query),
    });
  appearedStudent(PATHS.appearedAssessmentStudent, 'ASSESSMENT', 'assessment attempts');
  appearedStudent(PATHS.appearedQnaStudent, 'QNA', 'Q&A attempts');
}
