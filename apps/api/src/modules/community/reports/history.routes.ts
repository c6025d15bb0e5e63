/** A post's moderation and edit history, for its author and its school's moderators. */
import { ACCESS, COMMUNITY_PATHS, postHistorySchema, postIdParamsSchema } from '@noticeboard/shared';
import { routeDefiner } from '../../../lib/define-route';
import type { App } from '../../../types';
import type { HistoryService } from './history.service';

export function historyRoutes(app: App, { history }: { history: HistoryService }): void {
  const route = routeDefiner(app, { tags: ['community'] });
  route(`GET ${COMMUNITY_PATHS.postHistory}`, {
    access: ACCESS.signedIn,
    errors: ['NOT_FOUND'],
    summary: "A post's history: who did what, when, before and after",
    params: postIdParamsSchema,
    response: postHistorySchema,
    message: 'Post history',
    handler: ({ actor, params }) => history.of(actor, params.postId),
  });
}
