/** Region look-ups for address forms (spec §7 `/backend/region/...`). */
import { envelope, regionIdParamsSchema, regionListSchema } from '@noticeboard/shared';
import { ok } from '../../lib/reply';
import type { App } from '../../types';
import { listCities, listCountries, listStates } from './region.service';

export function regionRoutes(app: App, _deps?: unknown): void {
  const schema = { tags: ['region'], response: { 200: envelope(regionListSchema) } };
  // The data never changes between releases: let browsers and proxies keep it for a day.
  const cacheFor = (reply: { header: (name: string, value: string) => unknown }) =>
    reply.header('cache-control', 'public, max-age=86400');

  app.get('/backend/region/countries', { schema: { ...schema, summary: 'Countries' } }, async (_request, reply) => {
    cacheFor(reply);
    return ok('Countries', await listCountries());
  });

  app.get(
    '/backend/region/states/:id',
    { schema: { ...schema, summary: 'States of a country', params: regionIdParamsSchema } },
    async (request, reply) => {
      cacheFor(reply);
      return ok('States', await listStates(request.params.id));
    },
  );

  app.get(
    '/backend/region/cities/:id',
    { schema: { ...schema, summary: 'Cities of a state', params: regionIdParamsSchema } },
    async (request, reply) => {
      cacheFor(reply);
      return ok('Cities', await listCities(request.params.id));
    },
  );
}
