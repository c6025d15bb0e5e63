/** Parent consent: the school's list, actions and fee (institute-only), and the parent's public link and payment. */
import {
  ACCESS,
  CONSENT_PAYMENT_PATHS,
  CONSENT_RULES,
  consentCountsQuerySchema,
  consentCountsSchema,
  consentDecisionBodySchema,
  consentDecisionResultSchema,
  consentFeeBodySchema,
  consentFeeSchema,
  consentListQuerySchema,
  consentOrderStatusSchema,
  consentPayBodySchema,
  consentPaymentLinkSchema,
  consentPaySchema,
  consentPublicSchema,
  consentSchema,
  consentStudentParamsSchema,
  consentTokenQuerySchema,
  orderIdParamsSchema,
  PAYMENT_MESSAGES,
  pageOf,
  paymentFailureSchema,
  paymentResultSchema,
  ROLE_SETS,
  requestConsentBodySchema,
  sendPendingResultSchema,
  updateConsentStatusBodySchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { RateLimits } from '../module';
import type { ConsentService } from './consent.service';
import type { ConsentFeeService } from './consent-fee.service';

export interface ConsentRouteDeps {
  consents: ConsentService;
  fees: ConsentFeeService;
  limits: RateLimits;
}

export function consentRoutes(app: App, { consents, fees, limits }: ConsentRouteDeps): void {
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

  route(`GET ${base}/counts`, {
    access: school,
    errors: [],
    summary: "How many of the school's consent requests are pending, granted and declined (the list's search applies)",
    query: consentCountsQuerySchema,
    response: consentCountsSchema,
    message: 'Parent consent counts',
    handler: ({ actor, query }) => consents.counts(actor, query.search),
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

  route(`GET ${CONSENT_PAYMENT_PATHS.fee}`, {
    access: school,
    errors: [],
    summary: 'The consent fee parents pay when they grant consent (null: free)',
    response: consentFeeSchema,
    message: 'Consent fee',
    handler: ({ actor }) => fees.fee(actor),
  });

  route(`PUT ${CONSENT_PAYMENT_PATHS.fee}`, {
    access: school,
    errors: [],
    summary: 'Set the consent fee per student, GST included (₹1–₹10,000), or null for free consent',
    body: consentFeeBodySchema,
    response: consentFeeSchema,
    message: ({ feePaise }) => (feePaise === null ? 'Consent is free for parents' : 'Consent fee saved'),
    handler: ({ actor, body }) => fees.setFee(actor, body),
  });

  route(`GET ${base}/payment-link`, {
    access: school,
    errors: [],
    summary: 'Whether parents pay a consent fee, how much, and the page where they pay it',
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
    errors: ['LINK_EXPIRED', 'CONSENT_FEE_DUE'],
    summary: "The parent's answer",
    body: consentDecisionBodySchema,
    config: { rateLimit: limits.otp },
    response: consentDecisionResultSchema,
    message: ({ status }) => (status === 'GRANTED' ? 'Thank you: consent granted' : 'Thank you: consent declined'),
    handler: async ({ body }) => ({ status: await consents.decide(body) }),
  });

  const payer = ACCESS.open(
    'parents pay a consent fee from the emailed link, without an account; the order id is an unguessable uuid and a payment counts only with the gateway signature',
  );
  const orderErrors = ['NOT_FOUND', 'PAYMENT_NOT_VERIFIED', 'ORDER_NOT_PAYABLE'] as const;

  route(`POST ${CONSENT_PAYMENT_PATHS.pay}`, {
    access: parent,
    errors: ['LINK_EXPIRED', 'CONFLICT', 'PAYMENT_GATEWAY_UNAVAILABLE'],
    summary: "Grant consent by paying the school's fee: the order, opened at the gateway for the checkout",
    body: consentPayBodySchema,
    config: { rateLimit: limits.otp },
    response: consentPaySchema,
    message: 'Consent fee order',
    handler: ({ body }) => fees.pay(body),
  });

  route(`GET ${CONSENT_PAYMENT_PATHS.order}`, {
    access: payer,
    errors: ['NOT_FOUND'],
    summary: "A consent fee order's status, amount and the child's first name (nothing else)",
    params: orderIdParamsSchema,
    config: { rateLimit: limits.otp },
    response: consentOrderStatusSchema,
    message: 'Consent fee order',
    handler: ({ params }) => fees.orderStatus(params.id),
  });

  route(`POST ${CONSENT_PAYMENT_PATHS.payment}`, {
    access: payer,
    errors: [...orderErrors],
    summary:
      'update_payment (parent-consent variant): the checkout’s signed result; consent is granted once it verifies',
    params: orderIdParamsSchema,
    body: paymentResultSchema,
    config: { rateLimit: limits.otp },
    response: consentOrderStatusSchema,
    message: PAYMENT_MESSAGES.paid,
    handler: ({ params, body }) => fees.confirm(params.id, body),
  });

  route(`POST ${CONSENT_PAYMENT_PATHS.failure}`, {
    access: payer,
    errors: ['NOT_FOUND'],
    summary: 'The consent fee checkout failed or was closed: recorded; the consent stays as it was',
    params: orderIdParamsSchema,
    body: paymentFailureSchema,
    config: { rateLimit: limits.otp },
    response: consentOrderStatusSchema,
    message: 'Payment not completed',
    handler: ({ params, body }) => fees.reportFailure(params.id, body.reason),
  });
}
