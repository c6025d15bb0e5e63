/** The student's attempt over HTTP (rules in attempt.service.ts): students of the assignment's school only. */
import multipart from '@fastify/multipart';
import {
  ACCESS,
  ASSESSMENT_ATTEMPT_PATHS,
  ATTEMPT_MESSAGES,
  assignmentCustomUrlParamsSchema,
  attemptAnswerParamsSchema,
  attemptResultQuerySchema,
  attemptResultSchema,
  attemptViewSchema,
  COMMUNITY_LIMITS,
  saveAnswerBodySchema,
  saveAnswerResponseSchema,
  studentAssignmentListQuerySchema,
  studentAssignmentListSchema,
  submitAttemptBodySchema,
  submitAttemptResponseSchema,
} from '@noticeboard/shared';
import type { FastifyRequest } from 'fastify';
import { Answered, routeDefiner } from '../../lib/define-route';
import { badRequest } from '../../lib/errors';
import type { App } from '../../types';
import { sendAnswerFile } from './answer-file';
import { ASSESSMENT_STUDENTS } from './assessment.policy';
import type { AttemptService } from './attempt.service';

const LATE_MESSAGE = 'Time was up: the answers saved before the deadline were handed in';
/** Files per student per minute: a retry or two on each written answer. */
const FILES_PER_MINUTE = 20;
const FILE_MAX_BYTES = Math.max(COMMUNITY_LIMITS.imageMaxBytes, COMMUNITY_LIMITS.pdfMaxBytes);

export function attemptRoutes(app: App, { attempts }: { attempts: AttemptService }): void {
  const route = routeDefiner(app, { tags: ['assessment'] });
  const student = ACCESS.roles(ASSESSMENT_STUDENTS, { sameInstitute: true });
  const P = ASSESSMENT_ATTEMPT_PATHS;

  route(`GET ${P.list}`, {
    access: student,
    errors: [],
    summary: 'Your assignments with their status for you, what is due first first',
    query: studentAssignmentListQuerySchema,
    response: studentAssignmentListSchema,
    message: 'Your assignments',
    handler: ({ actor, query }) => attempts.list(actor, query.type),
  });
  route(`GET ${P.recommended}`, {
    access: student,
    errors: [],
    summary: 'Open assignments you have not started, due soonest',
    response: studentAssignmentListSchema,
    message: 'Recommended assignments',
    handler: ({ actor }) => attempts.recommended(actor),
  });
  route(`GET ${P.view}`, {
    access: student,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'ASSIGNMENT_NOT_OPEN'],
    summary: 'An assignment to attempt: its rules and your attempt (questions without answers while it runs)',
    params: assignmentCustomUrlParamsSchema,
    response: attemptViewSchema,
    message: 'Assignment',
    handler: ({ actor, params }) => attempts.view(actor, params.customUrl),
  });
  route(`POST ${P.initiate}`, {
    access: student,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'ASSIGNMENT_NOT_OPEN', 'FACE_VERIFICATION_REQUIRED'],
    summary:
      'Start your attempt (the server’s timer) or resume it; with a face check, the first call makes the attempt and the one after the check starts it',
    params: assignmentCustomUrlParamsSchema,
    response: attemptViewSchema,
    message: (view) => (view.needsFaceCheck ? ATTEMPT_MESSAGES.faceCheck : 'Attempt started'),
    handler: ({ actor, params }) => attempts.initiate(actor, params.customUrl),
  });
  route(`PUT ${P.answer}`, {
    access: student,
    errors: [
      'NOT_FOUND',
      'FORBIDDEN',
      'CONFLICT',
      'ASSIGNMENT_NOT_OPEN',
      'ASSIGNMENT_TIME_UP',
      'ASSIGNMENT_ALREADY_SUBMITTED',
      'FACE_VERIFICATION_REQUIRED',
    ],
    summary: 'Save one answer (an older clientSeq than the stored one is ignored and gets the stored answer)',
    params: attemptAnswerParamsSchema,
    body: saveAnswerBodySchema,
    response: saveAnswerResponseSchema,
    message: (saved) => (saved.applied ? 'Answer saved' : 'A newer answer was already saved'),
    handler: ({ actor, params, body }) => attempts.save(actor, params, body),
  });
  route(`POST ${P.submit}`, {
    access: student,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'ASSIGNMENT_NOT_OPEN', 'FACE_VERIFICATION_REQUIRED'],
    summary: 'Hand in your attempt (stored exactly once; a repeat gets the stored submission)',
    params: assignmentCustomUrlParamsSchema,
    body: submitAttemptBodySchema,
    response: submitAttemptResponseSchema,
    message: (response) => (response.firstSubmission ? 'Handed in' : 'Already handed in'),
    handler: async ({ actor, params, body }) => {
      const { response, late } = await attempts.submit(actor, params.customUrl, body.submissionKey);
      return late && response.firstSubmission ? new Answered(response, LATE_MESSAGE) : response;
    },
  });
  route(`GET ${P.result}`, {
    access: student,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'ASSIGNMENT_NOT_OPEN'],
    summary: 'Your result and review when released; otherwise when it will be',
    query: attemptResultQuerySchema,
    response: attemptResultSchema,
    message: 'Your result',
    handler: ({ actor, query }) =>
      attempts.result(
        actor,
        query.customUrl !== undefined ? { customUrl: query.customUrl } : { code: query.assignmentCode ?? '' },
      ),
  });
  route(`GET ${P.answerFile}`, {
    access: student,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'ASSIGNMENT_NOT_OPEN'],
    summary: 'The file you attached to a written answer',
    params: attemptAnswerParamsSchema,
    raw: {},
    handler: async ({ actor, params, reply }) => sendAnswerFile(reply, await attempts.file(actor, params)),
  });
  route(`DELETE ${P.answerFile}`, {
    access: student,
    errors: [
      'NOT_FOUND',
      'FORBIDDEN',
      'CONFLICT',
      'ASSIGNMENT_NOT_OPEN',
      'ASSIGNMENT_TIME_UP',
      'ASSIGNMENT_ALREADY_SUBMITTED',
      'FACE_VERIFICATION_REQUIRED',
    ],
    summary: 'Remove the file attached to a written answer',
    params: attemptAnswerParamsSchema,
    response: saveAnswerResponseSchema,
    message: 'File removed',
    handler: ({ actor, params }) => attempts.removeFile(actor, params),
  });

  // Multipart parsing exists only in this scope: one file, at most the larger of the picture and PDF limits.
  app.register(async (scope: App) => {
    await scope.register(multipart, { limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
    const scoped = routeDefiner(scope, { tags: ['assessment'] });
    scoped(`POST ${P.answerFile}`, {
      access: student,
      errors: [
        'NOT_FOUND',
        'FORBIDDEN',
        'CONFLICT',
        'ASSIGNMENT_NOT_OPEN',
        'ASSIGNMENT_TIME_UP',
        'ASSIGNMENT_ALREADY_SUBMITTED',
        'FACE_VERIFICATION_REQUIRED',
      ],
      summary: 'Attach a PDF or a picture to a written answer (type decided from the content; pictures lose metadata)',
      consumes: ['multipart/form-data'],
      config: {
        rateLimit: {
          max: FILES_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => request.actor?.id ?? request.ip,
        },
      },
      params: attemptAnswerParamsSchema,
      response: saveAnswerResponseSchema,
      message: 'File attached',
      handler: async ({ actor, params, request }) => {
        const noFile = () => badRequest(ATTEMPT_MESSAGES.noFile, [{ field: 'file', message: 'No file' }]);
        if (!request.isMultipart()) throw noFile();
        const part = await request.file();
        if (!part) throw noFile();
        return attempts.attachFile(actor, params, { file: part.file, filename: part.filename });
      },
    });
  });
}
