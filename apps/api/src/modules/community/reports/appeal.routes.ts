/** The author's one appeal against a decline or a removal. */
import {
  appealResultSchema,
  COMMUNITY_PATHS,
  COMMUNITY_REPORT_MESSAGES,
  envelope,
  postIdParamsSchema,
} from '@noticeboard/shared';
import { ok } from '../../../lib/reply';
import { actorOf, signedIn } from '../../../plugins/auth';
import type { App } from '../../../types';
import type { AppealService } from './appeal.service';

export function appealRoutes(app: App, appeals: AppealService): void {
  app.post(
    COMMUNITY_PATHS.appeal,
    {
      preHandler: signedIn,
      schema: {
        tags: ['community'],
        summary: 'Appeal the decline or removal of your post (once)',
        params: postIdParamsSchema,
        response: { 200: envelope(appealResultSchema) },
      },
    },
    async (request) =>
      ok(COMMUNITY_REPORT_MESSAGES.appealed, await appeals.appeal(actorOf(request), request.params.postId)),
  );
}
