/**
 * A profile's pictures and files: the profile picture, the background image, a certificate's picture or PDF and an
 * achievement's picture (multipart, one file, through the uploads' pipeline), and serving them to viewers who may
 * see them. Served privately (a viewer's rights can change), in a CSP sandbox, PDFs as downloads.
 */
import multipart from '@fastify/multipart';
import {
  ACCESS,
  ATTACHMENT_MESSAGES,
  COMMUNITY_LIMITS,
  PROFILE_ENTRY_PATHS,
  PROFILE_FILE_KINDS,
  PROFILE_MESSAGES,
  PROFILE_PATHS,
  profileEntryParamsSchema,
  profileFileParamsSchema,
  profileViewSchema,
} from '@noticeboard/shared';
import type { FastifyRequest } from 'fastify';
import { routeDefiner } from '../../lib/define-route';
import { badRequest, notFound } from '../../lib/errors';
import { attachmentDisposition } from '../../lib/serve-file';
import type { FileStorage } from '../../lib/storage';
import type { App } from '../../types';
import type { ProfileFileService, ProfilePictureSlot } from './profile-files.service';

/** Pictures and certificates per person per minute: enough to try a few, not to fill the disk. */
const UPLOADS_PER_MINUTE = 20;
const MAX_BYTES = Math.max(COMMUNITY_LIMITS.imageMaxBytes, COMMUNITY_LIMITS.pdfMaxBytes);

const noFile = () => badRequest(ATTACHMENT_MESSAGES.noFile, [{ field: 'file', message: 'No file' }]);

async function fileOf(request: FastifyRequest) {
  if (!request.isMultipart()) throw noFile();
  const part = await request.file();
  if (!part) throw noFile();
  return part.file;
}

export function profileFileRoutes(
  app: App,
  { files, storage }: { files: ProfileFileService; storage: FileStorage },
): void {
  app.register(async (scope: App) => {
    await scope.register(multipart, { limits: { fileSize: MAX_BYTES, files: 1, fields: 2, parts: 3 } });
    const route = routeDefiner(scope, { tags: ['profile'] });
    const upload = {
      access: ACCESS.signedIn,
      consumes: ['multipart/form-data'] as string[],
      config: {
        rateLimit: {
          max: UPLOADS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => request.actor?.id ?? request.ip,
        },
      },
      response: profileViewSchema,
      message: PROFILE_MESSAGES.saved,
    } as const;

    const slots: Array<[string, ProfilePictureSlot, string]> = [
      [PROFILE_PATHS.picture, 'picture', 'profile picture'],
      [PROFILE_PATHS.backgroundImage, 'background', 'background image'],
    ];
    for (const [path, slot, name] of slots) {
      route(`POST ${path}`, {
        ...upload,
        errors: ['VALIDATION_FAILED'],
        summary: `Upload one’s ${name} (a photo: checked, upright, without EXIF, resized)`,
        handler: async ({ actor, request }) => files.setPicture(actor, slot, await fileOf(request)),
      });
      route(`DELETE ${path}`, {
        access: ACCESS.signedIn,
        errors: [],
        summary: `Remove one’s ${name}`,
        response: profileViewSchema,
        message: PROFILE_MESSAGES.removed,
        handler: ({ actor }) => files.removePicture(actor, slot),
      });
    }

    for (const kind of PROFILE_FILE_KINDS) {
      const path = `/profile/${PROFILE_ENTRY_PATHS[kind]}/:id/file`;
      route(`POST ${path}`, {
        ...upload,
        errors: ['NOT_FOUND', 'VALIDATION_FAILED'],
        summary:
          kind === 'CERTIFICATION'
            ? 'Attach a picture or PDF of a certificate'
            : 'Attach a picture of an achievement (checked, without EXIF, resized)',
        params: profileEntryParamsSchema,
        handler: async ({ actor, params, request }) =>
          files.setEntryFile(actor, kind, params.id, await fileOf(request)),
      });
      route(`DELETE ${path}`, {
        access: ACCESS.signedIn,
        errors: ['NOT_FOUND'],
        summary: 'Remove the file of one of one’s own entries',
        params: profileEntryParamsSchema,
        response: profileViewSchema,
        message: PROFILE_MESSAGES.removed,
        handler: ({ actor, params }) => files.removeEntryFile(actor, kind, params.id),
      });
    }
  });

  const route = routeDefiner(app, { tags: ['profile'] });
  route(`GET ${PROFILE_PATHS.file}`, {
    access: ACCESS.signedIn,
    errors: ['NOT_FOUND'],
    summary: "A profile's picture or file (only for viewers who may see that profile's pictures)",
    params: profileFileParamsSchema,
    raw: {},
    handler: async ({ actor, params, reply }) => {
      const file = await files.resolve(actor, params.userId, params.fileName);
      const info = await storage.info(file.key);
      if (!info) throw notFound();
      return (
        reply
          .header('content-type', file.contentType)
          // Five minutes, not an hour: a browser stops showing a child's picture soon after the parent withdraws consent.
          .header('cache-control', 'private, max-age=300')
          .header(
            'content-disposition',
            file.contentType === 'application/pdf' ? attachmentDisposition('certificate.pdf') : 'inline',
          )
          .header('content-security-policy', 'sandbox')
          .header('x-content-type-options', 'nosniff')
          .header('content-length', info.size)
          .send(storage.stream(file.key))
      );
    },
  });
}
