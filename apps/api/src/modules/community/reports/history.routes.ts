/** A post's moderation and edit history, for its author and its school's moderators. */
import { COMMUNITY_PATHS, envelope, postHistoryEntrySchema, postIdParamsSchema } from '@noticeboard/shared';
import { z } from 'zod';
import { ok } from '../../../lib/reply';
import { actorOf, signedIn } from '../../../plugins/auth';
import type { App } from '../../../types';
import type { HistoryService } from './history.service';

export function historyRoutes(app: App, history: HistoryService): void {
  app.get(
    COMMUNITY_PATHS.postHistory,
    {
      preHandler: signedIn,
      schema: {
        tags: ['community'],
        summary: "A post's history: who did what, when, before and after",
        params: postIdParamsSchema,
        response: { 200: envelope(z.array(postHistoryEntrySchema)) },
      },
    },
    async (request) => ok('Post history', await history.of(actorOf(request), request.params.postId)),
  );
}
