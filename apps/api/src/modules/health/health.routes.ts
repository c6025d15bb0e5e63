/** Liveness and readiness. */
import { ACCESS, livenessSchema, readinessSchema } from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import { AppError } from '../../lib/errors';
import type { App } from '../../types';

export function healthRoutes(app: App, { ping }: { ping: () => Promise<void> }): void {
  const route = routeDefiner(app, { tags: ['health'] });
  const access = ACCESS.open('health checks for the load balancer');

  route('GET /health', {
    access,
    errors: [],
    summary: 'Liveness',
    response: livenessSchema,
    message: 'ok',
    handler: () => ({ status: 'ok' as const }),
  });

  route('GET /ready', {
    access,
    errors: ['UNAVAILABLE'],
    summary: 'Readiness: the database answers',
    response: readinessSchema,
    message: 'ready',
    handler: async ({ request }) => {
      try {
        await ping();
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        throw new AppError('UNAVAILABLE', 'Database not reachable');
      }
      return { database: 'up' as const };
    },
  });
}
