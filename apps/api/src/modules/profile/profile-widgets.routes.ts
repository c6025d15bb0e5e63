/** Profile widgets (issue 20 §1): a profile's activity, latest posts and collabs, and badges in one read. */
import { ACCESS, PROFILE_PATHS, profileWidgetsQuerySchema, profileWidgetsSchema } from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { ProfileWidgetsService } from './profile-widgets.service';

export function profileWidgetRoutes(app: App, { widgets }: { widgets: ProfileWidgetsService }): void {
  const route = routeDefiner(app, { tags: ['profile'] });
  route(`GET ${PROFILE_PATHS.widgets}`, {
    access: ACCESS.signedIn,
    errors: ['NOT_FOUND'],
    summary:
      "A profile's activity counts, badges, and the latest posts and collabs this viewer may see (without customUrl: one's own)",
    query: profileWidgetsQuerySchema,
    response: profileWidgetsSchema,
    message: 'Profile widgets',
    handler: ({ actor, query }) => widgets.widgets(actor, query.customUrl),
  });
}
