/** Composition root of the dev outbox: present outside production only, when mail goes to the outbox, not SMTP. */
import { OutboxMailer } from '../../lib/mailer';
import type { Infrastructure, Module } from '../module';
import { outboxRoutes } from './outbox.routes';

export function createOutboxModule({ mailer, config }: Infrastructure): Module {
  const outbox = mailer instanceof OutboxMailer && !config.smtpUrl && config.env !== 'production' ? mailer : null;
  return { name: 'outbox', routes: (app) => outbox && outboxRoutes(app, { outbox }), exports: {} };
}
