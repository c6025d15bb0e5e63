/** The author's one appeal against a decline or a removal. */
import {
  ACCESS,
  appealResultSchema,
  COMMUNITY_PATHS,
  COMMUNITY_REPORT_MESSAGES,
  postIdParamsSchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../../lib/define-route';
import type { App } from '../../../types';
import type { AppealService } from './appeal.service';

export function appealRoutes(app: App, { appeals }: { appeals: AppealService }): void {
  const route = routeDefiner(app, { tags: ['community'] });
  route(`POST ${COMMUNITY_PATHS.appeal}`, {
    access: ACCESS.signedIn,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'],
    summary: 'Appeal the decline or removal of your post (once)',
    params: postIdParamsSchema,
    response: appealResultSchema,
    message: COMMUNITY_REPORT_MESSAGES.appealed,
    handler: ({ actor, params }) => appeals.appeal(actor, params.postId),
  });
}
