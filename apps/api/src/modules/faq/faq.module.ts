/** Composition root of the FAQ helper: the entries' index (built once at start) and its routes. */
import type { Infrastructure, Module } from '../module';
import { faqRoutes } from './faq.routes';
import { FaqService } from './faq.service';

export function createFaqModule({ db, rateLimits }: Infrastructure): Module {
  const faq = new FaqService(db);
  return {
    name: 'faq',
    // Asking is read-only and cheap: sized like sign-in (a class at once behind one address); feedback writes a row.
    routes: (app) => faqRoutes(app, { faq, askLimit: rateLimits.signIn, feedbackLimit: rateLimits.otp }),
    exports: {},
  };
}
