/**
 * `/global-search`: every kind grouped, one kind paged, and tags matching what is typed. Signed in only (spec §2:
 * /global-search/{entityType} needs a login); each kind shows only what the caller could open.
 */
import {
  ACCESS,
  globalSearchQuerySchema,
  SEARCH_PATHS,
  searchGroupedResultSchema,
  searchPageQuerySchema,
  searchPageResultSchema,
  searchTypeParamsSchema,
  suggestedTagsSchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { SearchService } from './search.service';

export function searchRoutes(app: App, { search }: { search: SearchService }): void {
  const route = routeDefiner(app, { tags: ['search'] });
  route(`GET ${SEARCH_PATHS.grouped}`, {
    access: ACCESS.signedIn,
    errors: [],
    summary: 'Every kind the caller may search, with totals and the first hits of each, did-you-mean and tags',
    query: globalSearchQuerySchema,
    response: searchGroupedResultSchema,
    message: 'Search results',
    handler: ({ actor, query }) => search.grouped(actor, query.q),
  });
  route(`GET ${SEARCH_PATHS.suggestedTags}`, {
    access: ACCESS.signedIn,
    errors: [],
    summary: 'Community topics and news categories matching the text (at most 8)',
    query: globalSearchQuerySchema,
    response: suggestedTagsSchema,
    message: 'Suggested tags',
    handler: ({ actor, query }) => search.suggestedTags(actor, query.q),
  });
  route(`GET ${SEARCH_PATHS.byType}`, {
    access: ACCESS.signedIn,
    errors: ['FORBIDDEN'],
    summary: 'One kind of result, a page at a time (questions: staff only)',
    params: searchTypeParamsSchema,
    query: searchPageQuerySchema,
    response: searchPageResultSchema,
    message: 'Search results',
    handler: ({ actor, params, query }) => search.byType(actor, params.entityType, query),
  });
}
