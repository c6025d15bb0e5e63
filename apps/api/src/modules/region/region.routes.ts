/** Region look-ups for address forms (spec §7 `/backend/region/...`). */
import { ACCESS, regionIdParamsSchema, regionListSchema } from '@noticeboard/shared';
import type { FastifyReply } from 'fastify';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import { listCities, listCountries, listStates } from './region.service';

/** The data never changes between releases: browsers and proxies may keep it for a day. */
function cacheForADay(reply: FastifyReply): void {
  reply.header('cache-control', 'public, max-age=86400');
}

export function regionRoutes(app: App): void {
  const route = routeDefiner(app, { tags: ['region'] });
  const access = ACCESS.open('the signup form needs countries, states, cities and boards');

  route('GET /backend/region/countries', {
    access,
    errors: [],
    summary: 'Countries',
    response: regionListSchema,
    message: 'Countries',
    handler: ({ reply }) => {
      cacheForADay(reply);
      return listCountries();
    },
  });
  route('GET /backend/region/states/:id', {
    access,
    errors: ['NOT_FOUND'],
    summary: 'States of a country',
    params: regionIdParamsSchema,
    response: regionListSchema,
    message: 'States',
    handler: ({ params, reply }) => {
      cacheForADay(reply);
      return listStates(params.id);
    },
  });
  route('GET /backend/region/cities/:id', {
    access,
    errors: ['NOT_FOUND'],
    summary: 'Cities of a state',
    params: regionIdParamsSchema,
    response: regionListSchema,
    message: 'Cities',
    handler: ({ params, reply }) => {
      cacheForADay(reply);
      return listCities(params.id);
    },
  });
}
