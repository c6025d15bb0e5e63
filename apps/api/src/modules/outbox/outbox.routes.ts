/** The development mail outbox: read the mails that would have gone out, and follow their links. */
import { ACCESS, outboxMailListSchema } from '@noticeboard/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { routeDefiner } from '../../lib/define-route';
import { isLoopback } from '../../lib/loopback';
import type { OutboxMailer } from '../../lib/mailer';
import type { App } from '../../types';

/**
 * Its mails hold live reset links, so only a client on this machine may read them: judged by the socket's
 * own address, never by X-Forwarded-For (a proxy on this machine would pass for loopback, so does the
 * web dev server). Anyone else gets the answer of a route that does not exist.
 */
async function loopbackOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!isLoopback(request.raw.socket.remoteAddress)) return reply.callNotFound();
}

export function outboxRoutes(app: App, { outbox }: { outbox: OutboxMailer }): void {
  const route = routeDefiner(app, { tags: ['dev'] });
  route('GET /dev/outbox', {
    access: ACCESS.open(
      'the dev outbox exists only without SMTP, for local use (tests run without SMTP, from loopback)',
    ),
    errors: ['NOT_FOUND'],
    summary: 'Mails written to the dev outbox (loopback clients only)',
    preValidation: loopbackOnly,
    response: outboxMailListSchema,
    message: 'Outbox',
    handler: () => outbox.list(),
  });
}
