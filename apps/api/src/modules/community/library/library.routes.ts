/** The community library, open to anonymous visitors (public items only; members also see their school's). */
import {
  ACCESS,
  LIBRARY_PATHS,
  libraryCategoriesQuerySchema,
  libraryCategoriesSchema,
  libraryItemPageSchema,
  libraryQuerySchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../../lib/define-route';
import type { App } from '../../../types';
import type { LibraryService } from './library.service';

const OPEN = ACCESS.open(
  'the community library is open to everyone (spec §2 /community-library); private items are filtered inside',
);

export function libraryRoutes(app: App, { library }: { library: LibraryService }): void {
  const route = routeDefiner(app, { tags: ['community'] });

  route(`GET ${LIBRARY_PATHS.items}`, {
    access: OPEN,
    errors: ['NOT_FOUND'],
    summary: 'Library items you may see, newest first: by category, topic, resource kind, words or school',
    query: libraryQuerySchema,
    response: libraryItemPageSchema,
    message: 'Library items',
    handler: ({ actor, query }) => library.items(actor, query),
  });
  route(`GET ${LIBRARY_PATHS.categories}`, {
    access: OPEN,
    errors: ['NOT_FOUND'],
    summary: "The library's categories and topics with the number of items you may see",
    query: libraryCategoriesQuerySchema,
    response: libraryCategoriesSchema,
    message: 'Library categories',
    handler: ({ actor, query }) => library.categories(actor, query.customUrl),
  });
}
