/** The development mail outbox: read the mails that would have gone out, and follow their links. */
import { envelope, outboxMailSchema } from '@noticeboard/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isLoopback } from '../../lib/loopback';
import { ok } from '../../lib/reply';
import type { App } from '../../types';
import type { RouteDeps } from '../route-deps';

/**
 * Its mails hold live reset links, so only a client on this machine may read them: judged by the socket's
 * own address, never by X-Forwarded-For (a proxy on this machine would pass for loopback, so does the
 * web dev server). Anyone else gets the answer of a route that does not exist.
 */
async function loopbackOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!isLoopback(request.raw.socket.remoteAddress)) return reply.callNotFound();
}

/** The dev outbox, outside production only, when no SMTP server is configured. */
export function outboxRoutes(app: App, { outbox, config }: RouteDeps): void {
  if (!outbox || config.smtpUrl || config.env === 'production') return;
  app.get(
    '/dev/outbox',
    {
      onRequest: loopbackOnly,
      schema: {
        tags: ['dev'],
        summary: 'Mails written to the dev outbox (loopback clients only)',
        response: { 200: envelope(z.array(outboxMailSchema)) },
      },
    },
    async () => ok('Outbox', await outbox.list()),
  );
}
