/** Parent consent: the school's list and actions (institute-only) and the parent's public link. */
import {
  ACCESS,
  CONSENT_RULES,
  consentDecisionBodySchema,
  consentDecisionResultSchema,
  consentListQuerySchema,
  consentPaymentLinkSchema,
  consentPublicSchema,
  consentSchema,
  consentStudentParamsSchema,
  consentTokenQuerySchema,
  pageOf,
  ROLE_SETS,
  requestConsentBodySchema,
  sendPendingResultSchema,
  updateConsentStatusBodySchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { RateLimits } from '../module';
import type { ConsentService } from './consent.service';

export function consentRoutes(app: App, { consents, limits }: { consents: ConsentService; limits: RateLimits }): void {
  const route = routeDefiner(app, { tags: ['parent-consent'] });
  const school = ACCESS.roles(ROLE_SETS.instituteOnly, { sameInstitute: true });
  const parent = ACCESS.open('parents answer consent links from mail, without an account');
  const base = '/institute/parent-consent';

  route(`GET ${base}`, {
    access: school,
    errors: [],
    summary: 'Parent consent requests of the school',
    query: consentListQuerySchema,
    response: pageOf(consentSchema),
    message: 'Parent consent',
    handler: ({ actor, query }) => consents.list(actor, query),
  });

  route(`POST ${base}`, {
    access: school,
    errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
    summary: "Ask a student's parent for consent (emails a link)",
    body: requestConsentBodySchema,
    response: consentSchema,
    status: 201,
    message: 'Consent link sent to the parent',
    handler: ({ actor, body }) => consents.request(actor, body),
  });

  route(`POST ${base}/send-pending`, {
    access: school,
    errors: [],
    summary: 'Email a link for every pending request that has none that still works',
    response: sendPendingResultSchema,
    message: ({ sent }) => (sent === 1 ? '1 consent link sent' : `${sent} consent links sent`),
    handler: async ({ actor }) => ({ sent: await consents.sendPending(actor) }),
  });

  route(`GET ${base}/payment-link`, {
    access: school,
    errors: [],
    summary: 'The payment link for paid plans (none yet: payments come later)',
    response: consentPaymentLinkSchema,
    message: 'Payment link',
    handler: ({ actor }) => consents.paymentLink(actor),
  });

  route(`POST ${base}/:studentId/resend`, {
    access: school,
    errors: ['NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
    summary: `Send the consent link again (new link; at most ${CONSENT_RULES.maxSends} sends)`,
    params: consentStudentParamsSchema,
    response: consentSchema,
    message: 'Consent link sent again',
    handler: ({ actor, params }) => consents.resend(actor, params.studentId),
  });

  route(`PATCH ${base}/:studentId/status`, {
    access: school,
    errors: ['NOT_FOUND'],
    summary: 'Set the consent status by hand (e.g. a signed paper form)',
    params: consentStudentParamsSchema,
    body: updateConsentStatusBodySchema,
    response: consentSchema,
    message: 'Consent status updated',
    handler: ({ actor, params, body }) => consents.updateStatus(actor, params.studentId, body),
  });

  route('GET /parent-consent/verify', {
    access: parent,
    errors: ['LINK_EXPIRED'],
    summary: "What the parent's link is about (school and the student's first name only)",
    query: consentTokenQuerySchema,
    config: { rateLimit: limits.otp },
    response: consentPublicSchema,
    message: 'Consent request',
    handler: ({ query }) => consents.publicDetails(query.token),
  });

  route('POST /parent-consent/verify', {
    access: parent,
    errors: ['LINK_EXPIRED'],
    summary: "The parent's answer",
    body: consentDecisionBodySchema,
    config: { rateLimit: limits.otp },
    response: consentDecisionResultSchema,
    message: ({ status }) => (status === 'GRANTED' ? 'Thank you: consent granted' : 'Thank you: consent declined'),
    handler: async ({ body }) => ({ status: await consents.decide(body) }),
  });
}
