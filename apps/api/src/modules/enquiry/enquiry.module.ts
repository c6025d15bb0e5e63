/** Composition root of enquiries: one service (store, then mail sales), its route. */
import { createMailQuota } from '../../lib/mail-quota';
import type { Infrastructure, Module } from '../module';
import { enquiryRoutes } from './enquiry.routes';
import { EnquiryService } from './enquiry.service';

export function createEnquiryModule({ db, mailer, redis, config, log, clock, rateLimits }: Infrastructure): Module {
  const enquiries = new EnquiryService({
    db,
    mailer,
    quota: createMailQuota(redis),
    salesEmail: config.salesEmail,
    log,
    clock,
  });
  return {
    name: 'enquiry',
    routes: (app) => enquiryRoutes(app, { enquiries, limit: rateLimits.otp }),
    close: () => enquiries.idle(),
    exports: {},
  };
}
