/** `/category` (institute only): global categories and the school's own; add, rename, delete. */
import {
  categoryBodySchema,
  categoryIdParamsSchema,
  categorySchema,
  envelope,
  okSchema,
  ROLE_SETS,
} from '@noticeboard/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { actorOf, rolesIn } from '../../plugins/auth';
import type { App } from '../../types';
import type { RouteDeps } from '../route-deps';
import { CategoryService } from './category.service';

export function categoryRoutes(app: App, { db }: RouteDeps): void {
  const categories = new CategoryService(db);
  const preHandler = rolesIn(ROLE_SETS.instituteOnly);
  const tags = ['category'];

  app.get(
    '/category',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Global and own community categories',
        response: { 200: envelope(z.array(categorySchema)) },
      },
    },
    async (request) => ok('Categories', await categories.list(actorOf(request))),
  );

  app.post(
    '/category',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Add a category',
        body: categoryBodySchema,
        response: { 201: envelope(categorySchema) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return ok('Category added', await categories.create(actorOf(request), request.body.name), 201);
    },
  );

  app.patch(
    '/category/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Rename a category',
        params: categoryIdParamsSchema,
        body: categoryBodySchema,
        response: { 200: envelope(categorySchema) },
      },
    },
    async (request) =>
      ok('Category renamed', await categories.rename(actorOf(request), request.params.id, request.body.name)),
  );

  app.delete(
    '/category/:id',
    {
      preHandler,
      schema: { tags, summary: 'Delete a category', params: categoryIdParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await categories.remove(actorOf(request), request.params.id);
      return ok('Category deleted', null);
    },
  );
}
