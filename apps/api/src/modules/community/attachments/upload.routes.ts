/** POST /api/community/attachments: one file, multipart, signed-in members who may post. */
import multipart from '@fastify/multipart';
import {
  ACCESS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  attachmentSchema,
  attachmentUploadQuerySchema,
  COMMUNITY_PATHS,
} from '@noticeboard/shared';
import type { FastifyRequest } from 'fastify';
import { routeDefiner } from '../../../lib/define-route';
import { badRequest } from '../../../lib/errors';
import type { App } from '../../../types';
import { presentAttachment } from '../post.presenter';
import type { UploadService } from './upload.service';

/** Uploads per member per minute: a post has at most 10 files, so this is several posts' worth. */
const UPLOADS_PER_MINUTE = 40;

const noFile = () => badRequest(ATTACHMENT_MESSAGES.noFile, [{ field: 'file', message: 'No file' }]);

export function uploadRoutes(app: App, { uploads }: { uploads: UploadService }): void {
  // Multipart parsing exists only in this scope: one file, at most the largest kind's limit.
  app.register(async (scope: App) => {
    await scope.register(multipart, { limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    const route = routeDefiner(scope, { tags: ['community'] });
    route(`POST ${COMMUNITY_PATHS.attachments}`, {
      access: ACCESS.signedIn,
      errors: ['POSTING_RESTRICTED', 'SUBSCRIPTION_REQUIRED', 'CONSENT_REQUIRED'],
      summary:
        'Upload a photo, PDF or video for a post (type decided from the content; `?kind=COVER_IMAGE` for a cover)',
      consumes: ['multipart/form-data'],
      config: {
        rateLimit: {
          max: UPLOADS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => request.actor?.id ?? request.ip,
        },
      },
      query: attachmentUploadQuerySchema,
      response: attachmentSchema,
      status: 201,
      message: ATTACHMENT_MESSAGES.uploaded,
      handler: async ({ actor, query, request }) => {
        await uploads.assertMayUpload(actor);
        if (!request.isMultipart()) throw noFile();
        const part = await request.file();
        if (!part) throw noFile();
        const cover = query.kind === 'COVER_IMAGE';
        const row = await uploads.upload(actor, { file: part.file, filename: part.filename, cover }, request.log);
        return presentAttachment(row);
      },
    });
  });
}
