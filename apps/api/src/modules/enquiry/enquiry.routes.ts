/** `POST /enquiries` (open): call backs, the contact form and the custom-plan forms. */
import { ACCESS, enquiryBodySchema, enquiryCreatedSchema } from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { RateLimitSetting } from '../module';
import type { EnquiryService } from './enquiry.service';

export interface EnquiryRouteServices {
  enquiries: EnquiryService;
  limit: RateLimitSetting;
}

export function enquiryRoutes(app: App, { enquiries, limit }: EnquiryRouteServices): void {
  const route = routeDefiner(app, { tags: ['enquiry'] });
  route('POST /enquiries', {
    access: ACCESS.open('anyone may ask for a call back or a custom plan, signed in or not'),
    errors: ['RATE_LIMITED'],
    summary: 'Send an enquiry (call back, contact, custom plan); stored, then mailed to sales',
    config: { rateLimit: limit },
    body: enquiryBodySchema,
    response: enquiryCreatedSchema,
    status: 201,
    message: 'Thank you, we will get back to you within one working day',
    handler: ({ actor, body }) => enquiries.submit(actor, body),
  });
}
