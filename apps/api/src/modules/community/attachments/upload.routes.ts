/** POST /api/community/attachments: one file, multipart, signed-in members who may post. */
import multipart from '@fastify/multipart';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  attachmentSchema,
  attachmentUploadQuerySchema,
  COMMUNITY_PATHS,
  envelope,
  errorSchema,
  uploadRefusedSchema,
} from '@noticeboard/shared';
import { z } from 'zod';
import { badRequest } from '../../../lib/errors';
import { ok } from '../../../lib/reply';
import { actorOf, signedIn } from '../../../plugins/auth';
import type { App } from '../../../types';
import type { RouteDeps } from '../../route-deps';
import { presentAttachment } from '../post.presenter';
import { UploadService } from './upload.service';

/** Uploads per member per minute: a post has at most 10 files, so this is several posts' worth. */
const UPLOADS_PER_MINUTE = 40;

export function uploadRoutes(app: App, { db, storage }: RouteDeps): void {
  const uploads = new UploadService(db, storage);

  // Multipart parsing exists only in this scope: one file, at most the largest kind's limit.
  app.register(async (scope: App) => {
    await scope.register(multipart, { limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    scope.post(
      COMMUNITY_PATHS.attachments,
      {
        preHandler: signedIn,
        config: {
          rateLimit: {
            max: UPLOADS_PER_MINUTE,
            timeWindow: 60_000,
            keyGenerator: (request) => request.actor?.id ?? request.ip,
          },
        },
        schema: {
          tags: ['community'],
          summary:
            'Upload a photo, PDF or video for a post (type decided from the content; `?kind=COVER_IMAGE` for a cover)',
          consumes: ['multipart/form-data'],
          querystring: attachmentUploadQuerySchema,
          response: {
            201: envelope(attachmentSchema),
            // Other refusals (a cross-site request, a role) are plain errors: without them here they failed to serialise (500).
            403: z.union([uploadRefusedSchema, errorSchema]),
            413: errorSchema,
            415: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const refusal = await uploads.refusalFor(actor);
        if (refusal) {
          return reply.status(403).send({
            statusCode: 403,
            error: 'Forbidden',
            message: refusal.message,
            dialog: refusal.dialog,
            until: refusal.until?.toISOString() ?? null,
          });
        }
        if (!request.isMultipart())
          throw badRequest(ATTACHMENT_MESSAGES.noFile, [{ field: 'file', message: 'No file' }]);
        const part = await request.file();
        if (!part) throw badRequest(ATTACHMENT_MESSAGES.noFile, [{ field: 'file', message: 'No file' }]);
        const row = await uploads.upload(
          actor,
          { file: part.file, filename: part.filename, cover: request.query.kind === 'COVER_IMAGE' },
          request.log,
        );
        reply.status(201);
        return ok(ATTACHMENT_MESSAGES.uploaded, presentAttachment(row), 201);
      },
    );
  });
}
