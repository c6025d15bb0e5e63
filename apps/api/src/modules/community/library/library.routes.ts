/** The community library, open to anonymous visitors (public items only; members also see their school's). */
import {
  envelope,
  LIBRARY_PATHS,
  libraryCategoriesQuerySchema,
  libraryCategoriesSchema,
  libraryQuerySchema,
  pageOf,
  postSchema,
} from '@noticeboard/shared';
import { ok } from '../../../lib/reply';
import type { App } from '../../../types';
import type { RouteDeps } from '../../route-deps';
import { LibraryService } from './library.service';

const tags = ['community'];

export function communityLibraryRoutes(app: App, { db }: RouteDeps): void {
  const library = new LibraryService(db);

  app.get(
    LIBRARY_PATHS.items,
    {
      schema: {
        tags,
        summary: 'Library items you may see, newest first: by category, topic, resource kind, words or school',
        querystring: libraryQuerySchema,
        response: { 200: envelope(pageOf(postSchema)) },
      },
    },
    async (request) => ok('Library items', await library.items(request.actor, request.query)),
  );

  app.get(
    LIBRARY_PATHS.categories,
    {
      schema: {
        tags,
        summary: "The library's categories and topics with the number of items you may see",
        querystring: libraryCategoriesQuerySchema,
        response: { 200: envelope(libraryCategoriesSchema) },
      },
    },
    async (request) => ok('Library categories', await library.categories(request.actor, request.query.customUrl)),
  );
}
