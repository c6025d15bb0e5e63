/** Customize feeds and the applied latest filter (signed in). */
import { envelope, feedPreferencesSchema, NEWS_PATHS, savedFilterSchema } from '@noticeboard/shared';
import { ok } from '../../lib/reply';
import { actorOf, signedIn } from '../../plugins/auth';
import type { App } from '../../types';
import { NEWS_TAGS } from './feed.routes';
import type { PreferencesService } from './preferences.service';

export function preferencesRoutes(app: App, { preferences }: { preferences: PreferencesService }): void {
  const tags = NEWS_TAGS;
  const preHandler = signedIn;

  app.get(
    NEWS_PATHS.customizeFeeds,
    { preHandler, schema: { tags, summary: 'Your feed choices', response: { 200: envelope(feedPreferencesSchema) } } },
    async (request) => ok('Feed choices', await preferences.feedChoices(actorOf(request).id)),
  );

  app.put(
    NEWS_PATHS.customizeFeeds,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Choose categories and publishers; switch personalisation on or off',
        body: feedPreferencesSchema,
        response: { 200: envelope(feedPreferencesSchema) },
      },
    },
    async (request) => ok('Feed choices saved', await preferences.saveFeedChoices(actorOf(request).id, request.body)),
  );

  app.get(
    NEWS_PATHS.applyFilter,
    {
      preHandler,
      schema: { tags, summary: 'Your applied latest-news filter', response: { 200: envelope(savedFilterSchema) } },
    },
    async (request) => ok('Filter', await preferences.latestFilter(actorOf(request).id)),
  );

  app.post(
    NEWS_PATHS.applyFilter,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Apply (keep) a latest-news filter',
        body: savedFilterSchema,
        response: { 200: envelope(savedFilterSchema) },
      },
    },
    async (request) => ok('Filter applied', await preferences.applyFilter(actorOf(request).id, request.body)),
  );

  app.post(
    NEWS_PATHS.resetFilters,
    {
      preHandler,
      schema: { tags, summary: 'Clear the latest-news filter', response: { 200: envelope(savedFilterSchema) } },
    },
    async (request) => ok('Filters reset', await preferences.resetFilter(actorOf(request).id)),
  );
}
