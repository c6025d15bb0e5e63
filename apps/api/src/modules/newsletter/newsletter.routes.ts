/** Newsletters over HTTP: writing and sending are the school account's (spec §6 `/newsletters`: institute only). */
import {
  ACCESS,
  articleChoicesSchema,
  audienceSizeSchema,
  createNewsletterSchema,
  newsletterAudienceOptionsSchema,
  newsletterChoiceQuerySchema,
  newsletterIdParamsSchema,
  newsletterListQuerySchema,
  newsletterPatchSchema,
  newsletterPreviewSchema,
  newsletterSchema,
  newsletterSummaryPageSchema,
  NEWSLETTER_PATHS as P,
  postChoicesSchema,
  ROLE_SETS,
  sendNewsletterSchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { NewsletterService } from './newsletter.service';

export function newsletterRoutes(app: App, { newsletters }: { newsletters: NewsletterService }): void {
  const route = routeDefiner(app, { tags: ['newsletter'] });
  const school = ACCESS.roles(ROLE_SETS.instituteOnly, { sameInstitute: true });

  route(`GET ${P.newsletters}`, {
    access: school,
    errors: [],
    summary: "The school's newsletters, newest first, with their totals",
    query: newsletterListQuerySchema,
    response: newsletterSummaryPageSchema,
    message: 'Newsletters',
    handler: ({ actor, query }) => newsletters.list(actor, query),
  });
  route(`POST ${P.newsletters}`, {
    access: school,
    errors: ['NOT_FOUND'],
    summary: 'Start a newsletter from the default template or blank',
    body: createNewsletterSchema,
    response: newsletterSchema,
    status: 201,
    message: 'Draft created',
    handler: ({ actor, body }) => newsletters.create(actor, body.template),
  });
  route(`GET ${P.audienceOptions}`, {
    access: school,
    errors: [],
    summary: 'The classes and sections the school has',
    response: newsletterAudienceOptionsSchema,
    message: 'Audience options',
    handler: ({ actor }) => newsletters.audienceOptions(actor),
  });
  route(`GET ${P.postChoices}`, {
    access: school,
    errors: [],
    summary: "The school's own published posts seen by everyone",
    query: newsletterChoiceQuerySchema,
    response: postChoicesSchema,
    message: 'Posts',
    handler: ({ actor, query }) => newsletters.postChoices(actor, query.search),
  });
  route(`GET ${P.articleChoices}`, {
    access: school,
    errors: [],
    summary: 'News feed articles',
    query: newsletterChoiceQuerySchema,
    response: articleChoicesSchema,
    message: 'Articles',
    handler: ({ query }) => newsletters.articleChoices(query.search),
  });
  route(`GET ${P.newsletter}`, {
    access: school,
    errors: ['NOT_FOUND'],
    summary: 'A newsletter with its blocks and audience',
    params: newsletterIdParamsSchema,
    response: newsletterSchema,
    message: 'Newsletter',
    handler: ({ actor, params }) => newsletters.details(actor, params.newsletterId),
  });
  route(`PATCH ${P.newsletter}`, {
    access: school,
    errors: ['NOT_FOUND', 'CONFLICT', 'NEWSLETTER_CHANGED'],
    summary: 'Save (autosave): any subset, with the revision last seen',
    params: newsletterIdParamsSchema,
    body: newsletterPatchSchema,
    response: newsletterSchema,
    message: 'Saved',
    handler: ({ actor, params, body }) => newsletters.update(actor, params.newsletterId, body),
  });
  route(`DELETE ${P.newsletter}`, {
    access: school,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Delete a draft',
    params: newsletterIdParamsSchema,
    message: 'Draft deleted',
    handler: ({ actor, params }) => newsletters.remove(actor, params.newsletterId),
  });
  route(`GET ${P.preview}`, {
    access: school,
    errors: ['NOT_FOUND'],
    summary: 'The email as it will be sent',
    params: newsletterIdParamsSchema,
    response: newsletterPreviewSchema,
    message: 'Preview',
    handler: ({ actor, params }) => newsletters.preview(actor, params.newsletterId),
  });
  route(`GET ${P.audienceSize}`, {
    access: school,
    errors: ['NOT_FOUND'],
    summary: 'How many addresses the saved audience reaches',
    params: newsletterIdParamsSchema,
    response: audienceSizeSchema,
    message: 'Audience size',
    handler: ({ actor, params }) => newsletters.audienceSize(actor, params.newsletterId),
  });
  route(`POST ${P.send}`, {
    access: school,
    errors: ['NOT_FOUND', 'CONFLICT', 'NEWSLETTER_CHANGED'],
    summary: 'Send now, or schedule once or again and again',
    params: newsletterIdParamsSchema,
    body: sendNewsletterSchema,
    response: newsletterSchema,
    message: (result) => (result.state === 'SCHEDULED' ? 'Scheduled' : 'Sending'),
    handler: ({ actor, params, body }) => newsletters.send(actor, params.newsletterId, body),
  });
  route(`POST ${P.unschedule}`, {
    access: school,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'A scheduled newsletter back to a draft',
    params: newsletterIdParamsSchema,
    response: newsletterSchema,
    message: 'Back to draft',
    handler: ({ actor, params }) => newsletters.unschedule(actor, params.newsletterId),
  });
}
