/** The development mail outbox: read the mails that would have gone out, and follow their links. */
import { envelope, outboxMailSchema } from '@noticeboard/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import type { App } from '../../types';
import type { RouteDeps } from '../route-deps';

/** The dev outbox, outside production only, when no SMTP server is configured. */
export function outboxRoutes(app: App, { outbox, config }: RouteDeps): void {
  if (!outbox || config.env === 'production') return;
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mails written to the dev outbox',
        response: { 200: envelope(z.array(outboxMailSchema)) },
      },
    },
    async () => ok('Outbox', await outbox.list()),
  );
}
