/** Authoring and publishing over HTTP: the school's staff only (students and other schools never reach a draft). */
import {
  ACCESS,
  accommodationBodySchema,
  accommodationListSchema,
  accommodationParamsSchema,
  assignmentCodeParamsSchema,
  assignmentCountsQuerySchema,
  assignmentListQuerySchema,
  assignmentPatchSchema,
  assignmentQuestionInputSchema,
  assignmentQuestionParamsSchema,
  assignmentStatusCountsSchema,
  assignmentSummaryPageSchema,
  bankPickerPageSchema,
  bankPickerQuerySchema,
  createAssignmentSchema,
  fromBankSchema,
  ASSESSMENT_AUTHORING_PATHS as P,
  publishAssignmentSchema,
  questionOrderSchema,
  staffAssignmentSchema,
  targetedStudentPageSchema,
  targetedStudentQuerySchema,
  targetOptionsSchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import { ASSESSMENT_STAFF } from './assessment.policy';
import type { AuthoringService } from './authoring.service';

export function authoringRoutes(app: App, { authoring }: { authoring: AuthoringService }): void {
  const route = routeDefiner(app, { tags: ['assessment'] });
  const staff = ACCESS.roles(ASSESSMENT_STAFF, { sameInstitute: true });

  route(`GET ${P.assignments}`, {
    access: staff,
    errors: [],
    summary: "The school's assignments of one type, by status, title and class",
    query: assignmentListQuerySchema,
    response: assignmentSummaryPageSchema,
    message: 'Assignments',
    handler: ({ actor, query }) => authoring.list(actor, query),
  });
  route(`GET ${P.counts}`, {
    access: staff,
    errors: [],
    summary: 'How many of the same list are in each status',
    query: assignmentCountsQuerySchema,
    response: assignmentStatusCountsSchema,
    message: 'Assignment counts',
    handler: ({ actor, query }) => authoring.counts(actor, query),
  });
  route(`GET ${P.targetOptions}`, {
    access: staff,
    errors: [],
    summary: 'Classes and sections an assignment can be set for',
    response: targetOptionsSchema,
    message: 'Classes',
    handler: ({ actor }) => authoring.targetOptions(actor),
  });
  route(`POST ${P.assignments}`, {
    access: staff,
    errors: [],
    summary: 'Start a draft',
    body: createAssignmentSchema,
    response: staffAssignmentSchema,
    status: 201,
    message: 'Draft created',
    handler: ({ actor, body }) => authoring.create(actor, body),
  });
  route(`GET ${P.assignment}`, {
    access: staff,
    errors: ['NOT_FOUND'],
    summary: 'An assignment with its settings, classes, questions (with answers) and attempt counts',
    params: assignmentCodeParamsSchema,
    response: staffAssignmentSchema,
    message: 'Assignment',
    handler: ({ actor, params }) => authoring.details(actor, params.assignmentCode),
  });
  route(`PATCH ${P.assignment}`, {
    access: staff,
    errors: ['NOT_FOUND', 'CONFLICT', 'ASSIGNMENT_CHANGED'],
    summary: 'Save settings (autosave): any subset, with the revision last seen',
    params: assignmentCodeParamsSchema,
    body: assignmentPatchSchema,
    response: staffAssignmentSchema,
    message: 'Saved',
    handler: ({ actor, params, body }) => authoring.update(actor, params.assignmentCode, body),
  });
  route(`DELETE ${P.assignment}`, {
    access: staff,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Delete a draft',
    params: assignmentCodeParamsSchema,
    message: 'Draft deleted',
    handler: ({ actor, params }) => authoring.remove(actor, params.assignmentCode),
  });
  route(`POST ${P.questions}`, {
    access: staff,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Add a hand-written question',
    params: assignmentCodeParamsSchema,
    body: assignmentQuestionInputSchema,
    response: staffAssignmentSchema,
    status: 201,
    message: 'Question added',
    handler: ({ actor, params, body }) => authoring.addQuestion(actor, params.assignmentCode, body),
  });
  route(`PUT ${P.question}`, {
    access: staff,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Edit a question',
    params: assignmentQuestionParamsSchema,
    body: assignmentQuestionInputSchema,
    response: staffAssignmentSchema,
    message: 'Question saved',
    handler: ({ actor, params, body }) => authoring.editQuestion(actor, params.assignmentCode, params.questionId, body),
  });
  route(`DELETE ${P.question}`, {
    access: staff,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Remove a question',
    params: assignmentQuestionParamsSchema,
    response: staffAssignmentSchema,
    message: 'Question removed',
    handler: ({ actor, params }) => authoring.removeQuestion(actor, params.assignmentCode, params.questionId),
  });
  route(`PUT ${P.questionOrder}`, {
    access: staff,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Put the questions in a new order',
    params: assignmentCodeParamsSchema,
    body: questionOrderSchema,
    response: staffAssignmentSchema,
    message: 'Order saved',
    handler: ({ actor, params, body }) => authoring.reorder(actor, params.assignmentCode, body.questionIds),
  });
  route(`GET ${P.bankQuestions}`, {
    access: staff,
    errors: ['NOT_FOUND'],
    summary: "The school's usable bank questions, filtered, for the picker",
    params: assignmentCodeParamsSchema,
    query: bankPickerQuerySchema,
    response: bankPickerPageSchema,
    message: 'Bank questions',
    handler: ({ actor, params, query }) => authoring.bankQuestions(actor, params.assignmentCode, query),
  });
  route(`POST ${P.fromBank}`, {
    access: staff,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Copy bank questions in',
    params: assignmentCodeParamsSchema,
    body: fromBankSchema,
    response: staffAssignmentSchema,
    status: 201,
    message: 'Questions added',
    handler: ({ actor, params, body }) =>
      authoring.addFromBank(actor, params.assignmentCode, body.bankQuestionIds, body.marks),
  });
  route(`POST ${P.publish}`, {
    access: staff,
    errors: ['NOT_FOUND', 'CONFLICT', 'ASSIGNMENT_CHANGED'],
    summary: 'Save the given settings and classes and publish (all or nothing)',
    params: assignmentCodeParamsSchema,
    body: publishAssignmentSchema,
    response: staffAssignmentSchema,
    message: 'Published',
    handler: ({ actor, params, body }) => authoring.publish(actor, params.assignmentCode, body),
  });
  route(`POST ${P.cancel}`, {
    access: staff,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Cancel a published assignment nobody has started',
    params: assignmentCodeParamsSchema,
    response: staffAssignmentSchema,
    message: 'Cancelled',
    handler: ({ actor, params }) => authoring.cancel(actor, params.assignmentCode),
  });
  route(`POST ${P.copy}`, {
    access: staff,
    errors: ['NOT_FOUND'],
    summary: 'A new draft with the same settings and questions',
    params: assignmentCodeParamsSchema,
    response: staffAssignmentSchema,
    status: 201,
    message: 'Copied as a new draft',
    handler: ({ actor, params }) => authoring.copy(actor, params.assignmentCode),
  });
  route(`GET ${P.accommodations}`, {
    access: staff,
    errors: ['NOT_FOUND'],
    summary: 'Students with extra time',
    params: assignmentCodeParamsSchema,
    response: accommodationListSchema,
    message: 'Extra time',
    handler: ({ actor, params }) => authoring.accommodations(actor, params.assignmentCode),
  });
  route(`PUT ${P.accommodation}`, {
    access: staff,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: "Set a student's extra time",
    params: accommodationParamsSchema,
    body: accommodationBodySchema,
    response: accommodationListSchema,
    message: 'Extra time saved',
    handler: ({ actor, params, body }) =>
      authoring.setAccommodation(actor, params.assignmentCode, params.candidateId, body.extraMinutes),
  });
  route(`DELETE ${P.accommodation}`, {
    access: staff,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: "Remove a student's extra time",
    params: accommodationParamsSchema,
    response: accommodationListSchema,
    message: 'Extra time removed',
    handler: ({ actor, params }) => authoring.removeAccommodation(actor, params.assignmentCode, params.candidateId),
  });
  route(`GET ${P.students}`, {
    access: staff,
    errors: ['NOT_FOUND'],
    summary: 'Students of the classes it is set for, with their extra time',
    params: assignmentCodeParamsSchema,
    query: targetedStudentQuerySchema,
    response: targetedStudentPageSchema,
    message: 'Students',
    handler: ({ actor, params, query }) => authoring.students(actor, params.assignmentCode, query),
  });
}
