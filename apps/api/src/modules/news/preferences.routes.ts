/** Customize feeds and the applied latest filter (signed in). */
import { ACCESS, feedPreferencesSchema, NEWS_PATHS, savedFilterSchema } from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import { NEWS_TAGS } from './news-access';
import type { PreferencesService } from './preferences.service';

export function preferencesRoutes(app: App, { preferences }: { preferences: PreferencesService }): void {
  const route = routeDefiner(app, { tags: NEWS_TAGS });
  const access = ACCESS.signedIn;

  route(`GET ${NEWS_PATHS.customizeFeeds}`, {
    access,
    errors: [],
    summary: 'Your feed choices',
    response: feedPreferencesSchema,
    message: 'Feed choices',
    handler: ({ actor }) => preferences.feedChoices(actor.id),
  });
  route(`PUT ${NEWS_PATHS.customizeFeeds}`, {
    access,
    // An unknown publisher id is named in `details` (VALIDATION_FAILED, implied by the body).
    errors: [],
    summary: 'Choose categories and publishers; switch personalisation on or off',
    body: feedPreferencesSchema,
    response: feedPreferencesSchema,
    message: 'Feed choices saved',
    handler: ({ actor, body }) => preferences.saveFeedChoices(actor.id, body),
  });
  route(`GET ${NEWS_PATHS.applyFilter}`, {
    access,
    errors: [],
    summary: 'Your applied latest-news filter',
    response: savedFilterSchema,
    message: 'Filter',
    handler: ({ actor }) => preferences.latestFilter(actor.id),
  });
  route(`POST ${NEWS_PATHS.applyFilter}`, {
    access,
    errors: [],
    summary: 'Apply (keep) a latest-news filter',
    body: savedFilterSchema,
    response: savedFilterSchema,
    message: 'Filter applied',
    handler: ({ actor, body }) => preferences.applyFilter(actor.id, body),
  });
  route(`POST ${NEWS_PATHS.resetFilters}`, {
    access,
    errors: [],
    summary: 'Clear the latest-news filter',
    response: savedFilterSchema,
    message: 'Filters reset',
    handler: ({ actor }) => preferences.resetFilter(actor.id),
  });
}
