/**
 * `/faq/*` (open: visitors need help too, parents have no account): ask, starter questions, one entry, and "Did this
 * help?". Asking is limited per address like sign-in (a class may ask at once from one address); feedback like the
 * other open writes.
 */
import {
  ACCESS,
  FAQ_MESSAGES,
  FAQ_PATHS,
  faqAnswerSchema,
  faqAskBodySchema,
  faqEntryParamsSchema,
  faqEntrySchema,
  faqFeedbackBodySchema,
  faqStartersSchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { RateLimitSetting } from '../module';
import type { FaqService } from './faq.service';

export interface FaqRouteServices {
  faq: FaqService;
  askLimit: RateLimitSetting;
  feedbackLimit: RateLimitSetting;
}

export function faqRoutes(app: App, { faq, askLimit, feedbackLimit }: FaqRouteServices): void {
  const route = routeDefiner(app, { tags: ['faq'] });
  route(`POST ${FAQ_PATHS.ask}`, {
    access: ACCESS.open('the help bubble answers visitors and parents too; answers hold no personal data'),
    errors: ['RATE_LIMITED'],
    summary: 'Ask the FAQ helper: the best entry and up to two related ones, or the contact form',
    config: { rateLimit: askLimit },
    body: faqAskBodySchema,
    response: faqAnswerSchema,
    message: (answer) => (answer.best ? 'Here is what I found' : FAQ_MESSAGES.noMatch),
    handler: ({ actor, body }) => faq.ask(actor, body.question),
  });
  route(`GET ${FAQ_PATHS.starters}`, {
    access: ACCESS.open('starter questions of the help bubble, for visitors too'),
    errors: [],
    summary: "A few questions to start with, for the asker's kind of account",
    response: faqStartersSchema,
    message: 'Starter questions',
    handler: ({ actor }) => faq.starters(actor),
  });
  route(`GET ${FAQ_PATHS.entry}`, {
    access: ACCESS.open('help entries are public text'),
    errors: ['NOT_FOUND'],
    summary: 'One FAQ entry',
    params: faqEntryParamsSchema,
    response: faqEntrySchema,
    message: 'Help entry',
    handler: ({ params }) => faq.entry(params.id),
  });
  route(`POST ${FAQ_PATHS.feedback}`, {
    access: ACCESS.open('"Did this help?" is asked of visitors too; only a signed-in person\'s id is kept'),
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
    summary: '"Did this help?": yes or no for an entry, with the question asked',
    config: { rateLimit: feedbackLimit },
    body: faqFeedbackBodySchema,
    status: 201,
    message: FAQ_MESSAGES.thanks,
    handler: ({ actor, body }) => faq.feedback(actor, body),
  });
}
