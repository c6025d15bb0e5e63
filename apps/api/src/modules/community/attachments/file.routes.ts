/**
 * GET /api/community/files/<key>: an attachment's file (Range requests for video seeking), only for callers
 * who may see its post. Cached for a year by the caller's browser alone (`private`): keys never change
 * content, but who may see a post can, so shared caches keep nothing. Members' files are served in a CSP
 * sandbox, and PDFs as downloads, so a file's own script (PDF JavaScript) never runs in our origin.
 */
import { ACCESS, attachmentFileParamsSchema, COMMUNITY_PATHS } from '@noticeboard/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { routeDefiner } from '../../../lib/define-route';
import { notFound } from '../../../lib/errors';
import { attachmentDisposition, parseRange } from '../../../lib/serve-file';
import type { FileStorage } from '../../../lib/storage';
import type { App } from '../../../types';
import type { AttachmentFileService, ServableFile } from './file.service';

const CACHE = 'private, max-age=31536000, immutable';

export function fileRoutes(app: App, { files, storage }: { files: AttachmentFileService; storage: FileStorage }): void {
  const route = routeDefiner(app, { tags: ['community'] });
  route(`GET ${COMMUNITY_PATHS.attachmentFile}/*`, {
    access: ACCESS.open(
      'a published post’s files are open like the post; the service serves a file only to those who may see its post',
    ),
    errors: ['NOT_FOUND', 'RANGE_NOT_SATISFIABLE'],
    summary: "An attachment's file, page image or still (only for those who may see its post)",
    params: attachmentFileParamsSchema,
    raw: {},
    handler: async ({ actor, params, request, reply }) =>
      sendFile(request, reply, storage, await files.resolve(actor, params['*'])),
  });
}

async function sendFile(request: FastifyRequest, reply: FastifyReply, storage: FileStorage, file: ServableFile) {
  const info = await storage.info(file.key);
  if (!info) throw notFound('File not found');
  reply
    .header('content-type', file.contentType)
    .header('accept-ranges', 'bytes')
    .header('cache-control', CACHE)
    .header('content-disposition', file.downloadName ? attachmentDisposition(file.downloadName) : 'inline')
    .header('content-security-policy', 'sandbox')
    .header('x-content-type-options', 'nosniff');
  const range = parseRange(request.headers.range, info.size);
  if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${info.size}`).send();
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('content-length', range.end - range.start + 1);
    return reply.send(storage.stream(file.key, range));
  }
  reply.header('content-length', info.size);
  return reply.send(storage.stream(file.key));
}
