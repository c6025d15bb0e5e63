/** `/category` (institute only): global categories and the school's own; add, rename, delete. */
import {
  ACCESS,
  categoryBodySchema,
  categoryIdParamsSchema,
  categoryListSchema,
  categorySchema,
  ROLE_SETS,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { CategoryService } from './category.service';

export function categoryRoutes(app: App, { categories }: { categories: CategoryService }): void {
  const route = routeDefiner(app, { tags: ['category'] });
  const access = ACCESS.roles(ROLE_SETS.instituteOnly, { sameInstitute: true });

  route('GET /category', {
    access,
    errors: [],
    summary: 'Global and own community categories',
    response: categoryListSchema,
    message: 'Categories',
    handler: ({ actor }) => categories.list(actor),
  });
  route('POST /category', {
    access,
    errors: ['CONFLICT'],
    summary: 'Add a category',
    body: categoryBodySchema,
    response: categorySchema,
    status: 201,
    message: 'Category added',
    handler: ({ actor, body }) => categories.create(actor, body.name),
  });
  route('PATCH /category/:id', {
    access,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Rename a category',
    params: categoryIdParamsSchema,
    body: categoryBodySchema,
    response: categorySchema,
    message: 'Category renamed',
    handler: ({ actor, params, body }) => categories.rename(actor, params.id, body.name),
  });
  route('DELETE /category/:id', {
    access,
    errors: ['NOT_FOUND'],
    summary: 'Delete a category',
    params: categoryIdParamsSchema,
    message: 'Category deleted',
    handler: ({ actor, params }) => categories.remove(actor, params.id),
  });
}
