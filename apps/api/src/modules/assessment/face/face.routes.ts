/**
 * Face verification over HTTP: the student's enrolment and checks (multipart pictures), the school's review queue,
 * decisions and attestations, and the pictures reviewers look at (never cached anywhere but in memory).
 */
import multipart from '@fastify/multipart';
import {
  ACCESS,
  ASSESSMENT_FACE_PATHS,
  assignmentCustomUrlParamsSchema,
  attemptIdParamsSchema,
  emptyResultSchema,
  FACE_PICTURE_MAX_BYTES,
  faceAttestSchema,
  faceCheckFieldsSchema,
  faceCheckIdParamsSchema,
  faceCheckResultSchema,
  faceEnrolFieldsSchema,
  faceEnrolmentSchema,
  faceReviewDecisionSchema,
  faceReviewPageSchema,
  faceReviewsQuerySchema,
} from '@noticeboard/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { routeDefiner } from '../../../lib/define-route';
import { badRequest, notFound } from '../../../lib/errors';
import type { FileStorage } from '../../../lib/storage';
import type { App } from '../../../types';
import { ASSESSMENT_STAFF, ASSESSMENT_STUDENTS } from '../assessment.policy';
import type { FaceService } from './face.service';

/** Pictures per student per minute: three tries at the start and a re-check now and then fit with room to spare. */
const PICTURES_PER_MINUTE = 12;

const noPicture = () => badRequest('Take a picture first', [{ field: 'picture', message: 'No picture' }]);

/** The uploaded picture and the multipart text fields beside it. */
async function pictureOf(request: FastifyRequest): Promise<{ picture: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw noPicture();
  const fields: Record<string, string> = {};
  let picture: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'picture' || picture) throw badRequest('Send one picture', []);
      picture = await part.toBuffer();
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (!picture || picture.length === 0) throw noPicture();
  return { picture, fields };
}

function parseFields<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  fields: Record<string, string>,
): T {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw badRequest('Check the picture’s details', [{ field: 'fields', message: 'Invalid' }]);
  return parsed.data;
}

async function sendPicture(reply: FastifyReply, storage: FileStorage, key: string) {
  // The retention job may have deleted it between the row's read and now.
  if (!(await storage.info(key))) throw notFound('This picture has been deleted');
  const data = await storage.read(key);
  return reply
    .header('content-type', 'image/jpeg')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', 'sandbox')
    .header('x-content-type-options', 'nosniff')
    .send(data);
}

export function faceRoutes(app: App, { faces, storage }: { faces: FaceService; storage: FileStorage }): void {
  const student = ACCESS.roles(ASSESSMENT_STUDENTS, { sameInstitute: true });
  const staff = ACCESS.roles(ASSESSMENT_STAFF, { sameInstitute: true });
  const limited = {
    rateLimit: {
      max: PICTURES_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) => request.actor?.id ?? request.ip,
    },
  };

  app.register(async (scope: App) => {
    await scope.register(multipart, {
      limits: { fileSize: FACE_PICTURE_MAX_BYTES, files: 1, fields: 4, parts: 5 },
      throwFileSizeLimit: true,
    });
    const route = routeDefiner(scope, { tags: ['assessment'] });
    route(`POST ${ASSESSMENT_FACE_PATHS.enrolment}`, {
      access: student,
      errors: ['VALIDATION_FAILED', 'FACE_CONSENT_REQUIRED', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'UNAVAILABLE'],
      summary: 'Enrol your reference picture for face checks (multipart `picture`; `selfConsent` when 18 or over)',
      consumes: ['multipart/form-data'],
      config: limited,
      response: faceEnrolmentSchema,
      message: 'Face check enrolment saved',
      handler: async ({ actor, request }) => {
        const { picture, fields } = await pictureOf(request);
        const { selfConsent } = parseFields(faceEnrolFieldsSchema, fields);
        return faces.enrol(actor, picture, selfConsent === 'true');
      },
    });
    route(`POST ${ASSESSMENT_FACE_PATHS.check}`, {
      access: student,
      errors: [
        'VALIDATION_FAILED',
        'NOT_FOUND',
        'CONFLICT',
        'FACE_VERIFICATION_REQUIRED',
        'ASSIGNMENT_ALREADY_SUBMITTED',
        'PAYLOAD_TOO_LARGE',
        'UNAVAILABLE',
      ],
      summary: 'A face check of your attempt (multipart `picture`, `stage`, `deviceOutcome`)',
      consumes: ['multipart/form-data'],
      config: limited,
      params: assignmentCustomUrlParamsSchema,
      response: faceCheckResultSchema,
      message: 'Face check done',
      handler: async ({ actor, params, request }) => {
        const { picture, fields } = await pictureOf(request);
        return faces.check(actor, params.customUrl, picture, parseFields(faceCheckFieldsSchema, fields));
      },
    });
  });

  const route = routeDefiner(app, { tags: ['assessment'] });
  route(`GET ${ASSESSMENT_FACE_PATHS.enrolment}`, {
    access: student,
    errors: ['NOT_FOUND'],
    summary: 'Your face check enrolment, and whether you may enrol',
    response: faceEnrolmentSchema,
    message: 'Face check enrolment',
    handler: ({ actor }) => faces.enrolment(actor),
  });
  route(`DELETE ${ASSESSMENT_FACE_PATHS.enrolment}`, {
    access: student,
    errors: ['NOT_FOUND'],
    summary: 'Withdraw your enrolment: the picture and its descriptor are deleted',
    response: faceEnrolmentSchema,
    message: 'Face check enrolment removed',
    handler: ({ actor }) => faces.withdraw(actor),
  });
  route(`GET ${ASSESSMENT_FACE_PATHS.reviews}`, {
    access: staff,
    errors: [],
    summary: "The school's flagged attempts, attempts waiting for a teacher's word, or decided ones",
    query: faceReviewsQuerySchema,
    response: faceReviewPageSchema,
    message: 'Face check reviews',
    handler: ({ actor, query }) => faces.reviews(actor, query),
  });
  route(`POST ${ASSESSMENT_FACE_PATHS.review}`, {
    access: staff,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Approve or reject a flagged attempt (a rejected attempt is not scored; the student is told)',
    params: attemptIdParamsSchema,
    body: faceReviewDecisionSchema,
    response: emptyResultSchema,
    message: 'Decision saved',
    handler: async ({ actor, params, body }) => {
      await faces.decide(actor, params.attemptId, body);
      return null;
    },
  });
  route(`POST ${ASSESSMENT_FACE_PATHS.attest}`, {
    access: staff,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: "Confirm a student's identity for an attempt without face checks",
    params: attemptIdParamsSchema,
    body: faceAttestSchema,
    response: emptyResultSchema,
    message: 'Identity confirmed',
    handler: async ({ actor, params, body }) => {
      await faces.attest(actor, params.attemptId, body);
      return null;
    },
  });
  route(`GET ${ASSESSMENT_FACE_PATHS.checkPicture}`, {
    access: staff,
    errors: ['NOT_FOUND'],
    summary: 'A kept face-check picture (reviewers of the school only)',
    params: faceCheckIdParamsSchema,
    raw: {},
    handler: async ({ actor, params, reply }) =>
      sendPicture(reply, storage, await faces.checkPicture(actor, params.checkId)),
  });
  route(`GET ${ASSESSMENT_FACE_PATHS.referencePicture}`, {
    access: staff,
    errors: ['NOT_FOUND'],
    summary: "The student's enrolled reference picture, beside a flagged check",
    params: attemptIdParamsSchema,
    raw: {},
    handler: async ({ actor, params, reply }) =>
      sendPicture(reply, storage, await faces.referencePicture(actor, params.attemptId)),
  });
}
