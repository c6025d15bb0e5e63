/** GET /api/community/link-preview?url=: the preview card of a link a member is about to post. */
import { COMMUNITY_PATHS, envelope, errorSchema, linkPreviewQuerySchema, linkPreviewSchema } from '@noticeboard/shared';
import { ok } from '../../../lib/reply';
import { signedIn } from '../../../plugins/auth';
import type { App } from '../../../types';
import type { RouteDeps } from '../../route-deps';
import { LinkPreviewService } from './link-preview.service';

/** Previews per member per minute (each may be a fetch to another site on their behalf). */
const PREVIEWS_PER_MINUTE = 60;

export function linkPreviewRoutes(app: App, { config }: RouteDeps): void {
  const previews = new LinkPreviewService({ allowPrivate: config.outboundAllowPrivate });
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
