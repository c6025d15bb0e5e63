/** Composition root of parent consent: requests, emailed links and the parent's answer. */
import type { Infrastructure, Module } from '../module';
import { consentRoutes } from './consent.routes';
import { ConsentService } from './consent.service';

export interface ConsentExports {
  /** The one consent service: the students' module asks it to send links after adding or importing students. */
  consents: ConsentService;
}

export function createConsentModule({ db, mailer, config, bus, rateLimits }: Infrastructure): Module<ConsentExports> {
  const consents = new ConsentService(db, mailer, config.publicUrl, bus);
  return {
    name: 'consent',
    routes: (app) => consentRoutes(app, { consents, limits: rateLimits }),
    exports: { consents },
  };
}
