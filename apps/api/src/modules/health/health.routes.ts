/** Liveness and readiness. */
import { envelope } from '@noticeboard/shared';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import type { App } from '../../types';
import type { RouteDeps } from '../route-deps';

export function healthRoutes(app: App, { ping }: RouteDeps): void {
  const tags = ['health'];
  app.get(
    '/health',
    { schema: { tags, summary: 'Liveness', response: { 200: envelope(z.object({ status: z.literal('ok') })) } } },
    async () => ok('ok', { status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags,
        summary: 'Readiness: the database answers',
        response: { 200: envelope(z.object({ database: z.literal('up') })) },
      },
    },
    async (request) => {
      try {
        await ping();
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        throw new AppError('UNAVAILABLE', 'Database not reachable');
      }
      return ok('ready', { database: 'up' as const });
    },
  );
}
