/** The composer's link previews, and the preview pictures the server copied. */
import {
  ACCESS,
  COMMUNITY_PATHS,
  linkPreviewQuerySchema,
  linkPreviewSchema,
  previewImageParamsSchema,
} from '@noticeboard/shared';
import type { FastifyRequest } from 'fastify';
import { routeDefiner } from '../../../lib/define-route';
import { notFound } from '../../../lib/errors';
import type { FileStorage } from '../../../lib/storage';
import type { App } from '../../../types';
import type { LinkPreviewService } from './link-preview.service';
import { previewImageKey } from './preview-image';

/** Previews per member per minute (each may be a fetch to another site on their behalf). */
const PREVIEWS_PER_MINUTE = 60;

export function linkPreviewRoutes(
  app: App,
  { linkPreviews, storage }: { linkPreviews: LinkPreviewService; storage: FileStorage },
): void {
  const route = routeDefiner(app, { tags: ['community'] });

  route(`GET ${COMMUNITY_PATHS.linkPreview}`, {
    access: ACCESS.signedIn,
    errors: ['UNPROCESSABLE'],
    summary: "A link's title, description, image and site (fetched by the server, cached 10 minutes)",
    config: {
      rateLimit: {
        max: PREVIEWS_PER_MINUTE,
        timeWindow: 60_000,
        keyGenerator: (request: FastifyRequest) => request.actor?.id ?? request.ip,
      },
    },
    query: linkPreviewQuerySchema,
    response: linkPreviewSchema,
    message: 'Link preview',
    handler: ({ query }) => linkPreviews.preview(query.url),
  });

  // A preview picture we copied: public (the page it came from is public), never changing under its name.
  route(`GET ${COMMUNITY_PATHS.linkPreview}/images/:name`, {
    access: ACCESS.open('a link preview’s picture is a re-encoded copy of a public page’s picture'),
    errors: ['NOT_FOUND'],
    summary: "A link preview's picture, copied and re-encoded by the server",
    params: previewImageParamsSchema,
    raw: {},
    handler: async ({ params, reply }) => {
      const key = previewImageKey(params.name);
      const info = await storage.info(key);
      if (!info) throw notFound('File not found');
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', info.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(storage.stream(key));
    },
  });
}
