/** GET /api/community/link-preview?url=: the preview card of a link a member is about to post. */
import { COMMUNITY_PATHS, envelope, errorSchema, linkPreviewQuerySchema, linkPreviewSchema } from '@noticeboard/shared';
import { z } from 'zod';
import { notFound } from '../../../lib/errors';
import { ok } from '../../../lib/reply';
import { signedIn } from '../../../plugins/auth';
import type { App } from '../../../types';
import type { RouteDeps } from '../../route-deps';
import { PREVIEW_IMAGE_NAME, previewImageKey } from './preview-image';

/** Previews per member per minute (each may be a fetch to another site on their behalf). */
const PREVIEWS_PER_MINUTE = 60;

export function linkPreviewRoutes(app: App, { services }: RouteDeps): void {
  const previews = services.linkPreviews;
  app.get(
    COMMUNITY_PATHS.linkPreview,
    {
      preHandler: signedIn,
      config: {
        rateLimit: {
          max: PREVIEWS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) => request.actor?.id ?? request.ip,
        },
      },
      schema: {
        tags: ['community'],
        summary: "A link's title, description, image and site (fetched by the server, cached 10 minutes)",
        querystring: linkPreviewQuerySchema,
        response: { 200: envelope(linkPreviewSchema), 422: errorSchema },
      },
    },
    async (request) => ok('Link preview', await previews.preview(request.query.url)),
  );
}

/** A preview picture we copied: public (the page it came from is public), never changing under its name. */
export function previewImageRoutes(app: App, { storage }: RouteDeps): void {
  app.get(
    `${COMMUNITY_PATHS.linkPreview}/images/:name`,
    {
      schema: {
        tags: ['community'],
        summary: "A link preview's picture, copied and re-encoded by the server",
        params: z.object({ name: z.string().regex(PREVIEW_IMAGE_NAME) }),
      },
    },
    async (request, reply) => {
      const key = previewImageKey(request.params.name);
      const info = await storage.info(key);
      if (!info) throw notFound('File not found');
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', info.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(storage.stream(key));
    },
  );
}
