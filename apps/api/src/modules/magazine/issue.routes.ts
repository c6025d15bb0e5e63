/** Issues (editors) and the published magazine (members of the school) over HTTP. */
import multipart from '@fastify/multipart';
import {
  createIssueBodySchema,
  editorIssueSchema,
  issueIdParamsSchema,
  issueListSchema,
  MAGAZINE_LIMITS,
  MAGAZINE_MESSAGES,
  magazineIssueParamsSchema,
  magazineSchoolParamsSchema,
  MAGAZINE_PATHS as P,
  pictureIdParamsSchema,
  placementBodySchema,
  publishedIssueListSchema,
  publishedIssueSchema,
  updateIssueBodySchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import { badRequest } from '../../lib/errors';
import { attachmentDisposition } from '../../lib/serve-file';
import type { App } from '../../types';
import type { MagazineServices } from './magazine.module';
import { MAGAZINE_ACCESS } from './magazine.policy';
import { sendPicture } from './magazine-pictures';

const { members } = MAGAZINE_ACCESS;

export function issueRoutes(app: App, { issues, reading, storage }: MagazineServices): void {
  const route = routeDefiner(app, { tags: ['magazine'] });
  const editorErrors = ['NOT_FOUND', 'CONFLICT', 'FORBIDDEN'] as const;

  route(`GET ${P.issues}`, {
    access: members,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    summary: 'Every issue of the school, drafts included (editors)',
    response: issueListSchema,
    message: 'Issues',
    handler: ({ actor }) => issues.list(actor),
  });
  route(`POST ${P.issues}`, {
    access: members,
    errors: editorErrors,
    summary: 'Start an issue (editors)',
    body: createIssueBodySchema,
    response: editorIssueSchema,
    status: 201,
    message: 'Issue started',
    handler: ({ actor, body }) => issues.create(actor, body),
  });
  route(`GET ${P.issue}`, {
    access: members,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    summary: 'An issue with its placed pieces (editors)',
    params: issueIdParamsSchema,
    response: editorIssueSchema,
    message: 'Issue',
    handler: ({ actor, params }) => issues.get(actor, params.issueId),
  });
  route(`PATCH ${P.issue}`, {
    access: members,
    errors: editorErrors,
    summary: "Change a draft issue's title or number (editors)",
    params: issueIdParamsSchema,
    body: updateIssueBodySchema,
    response: editorIssueSchema,
    message: 'Issue saved',
    handler: ({ actor, params, body }) => issues.update(actor, params.issueId, body),
  });
  route(`PUT ${P.placement}`, {
    access: members,
    errors: editorErrors,
    summary: 'Place approved pieces in a draft issue, in reading order under sections (editors)',
    params: issueIdParamsSchema,
    body: placementBodySchema,
    response: editorIssueSchema,
    message: 'Pieces placed',
    handler: ({ actor, params, body }) => issues.place(actor, params.issueId, body),
  });
  route(`POST ${P.publish}`, {
    access: members,
    errors: editorErrors,
    summary: 'Publish the issue and its pieces together (editors)',
    params: issueIdParamsSchema,
    response: editorIssueSchema,
    message: 'Issue published',
    handler: ({ actor, params }) => issues.publish(actor, params.issueId),
  });
  route(`GET ${P.published}`, {
    access: members,
    errors: ['NOT_FOUND'],
    summary: "The school's published issues, newest first (members of that school)",
    params: magazineSchoolParamsSchema,
    response: publishedIssueListSchema,
    message: 'School magazine',
    handler: ({ actor, params }) => reading.issues(actor, params.customUrl),
  });
  route(`GET ${P.publishedIssue}`, {
    access: members,
    errors: ['NOT_FOUND'],
    summary: 'A published issue: cover, sections, pieces with pictures and credits (members of that school)',
    params: magazineIssueParamsSchema,
    response: publishedIssueSchema,
    message: 'Issue',
    handler: ({ actor, params }) => reading.issue(actor, params.customUrl, params.issueId),
  });
  route(`GET ${P.publishedPdf}`, {
    access: members,
    errors: ['NOT_FOUND'],
    summary: 'A published issue as a PDF for print and download',
    params: magazineIssueParamsSchema,
    raw: {},
    handler: async ({ actor, params, reply }) => {
      const pdf = await reading.pdf(actor, params.customUrl, params.issueId);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachmentDisposition(pdf.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(pdf.data);
    },
  });
  route(`GET ${P.picture}`, {
    access: members,
    errors: ['NOT_FOUND'],
    summary: 'A picture of a piece or a cover, to those who may read it',
    params: pictureIdParamsSchema,
    raw: {},
    handler: async ({ actor, params, reply }) => {
      const picture = await reading.picture(actor, params.pictureId);
      return sendPicture(storage, reply, picture.storageKey);
    },
  });

  app.register(async (scope: App) => {
    await scope.register(multipart, {
      limits: { fileSize: MAGAZINE_LIMITS.pictureMaxBytes, files: 1, fields: 2, parts: 3 },
    });
    const scoped = routeDefiner(scope, { tags: ['magazine'] });
    scoped(`POST ${P.cover}`, {
      access: members,
      errors: [...editorErrors, 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE'],
      summary: "Set a draft issue's cover picture (editors)",
      consumes: ['multipart/form-data'],
      params: issueIdParamsSchema,
      response: editorIssueSchema,
      status: 201,
      message: 'Cover set',
      handler: async ({ actor, params, request }) => {
        const noFile = () => badRequest(MAGAZINE_MESSAGES.noFile, [{ field: 'file', message: 'No file' }]);
        if (!request.isMultipart()) throw noFile();
        const part = await request.file();
        if (!part) throw noFile();
        return issues.setCover(actor, params.issueId, { file: part.file, filename: part.filename });
      },
    });
  });
}
