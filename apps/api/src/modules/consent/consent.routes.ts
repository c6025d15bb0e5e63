/** Parent consent: the school's list and actions (institute-only) and the parent's public link. */
import {
  CONSENT_RULES,
  consentDecisionBodySchema,
  consentDecisionResultSchema,
  consentListQuerySchema,
  consentPaymentLinkSchema,
  consentPublicSchema,
  consentSchema,
  consentStudentParamsSchema,
  consentTokenQuerySchema,
  envelope,
  pageOf,
  ROLE_SETS,
  requestConsentBodySchema,
  sendPendingResultSchema,
  updateConsentStatusBodySchema,
} from '@noticeboard/shared';
import { ok } from '../../lib/reply';
import { actorOf, rolesIn } from '../../plugins/auth';
import type { App } from '../../types';
import type { RouteDeps } from '../route-deps';
import { ConsentService } from './consent.service';

export function consentRoutes(app: App, { db, mailer, config, limits, bus }: RouteDeps): void {
  const tags = ['parent-consent'];
  const institute = rolesIn(ROLE_SETS.instituteOnly);
  const consents = new ConsentService(db, mailer, config.publicUrl, bus);
  const base = '/institute/parent-consent';

  app.get(
    base,
    {
      preHandler: institute,
      schema: {
        tags,
        summary: 'Parent consent requests of the school',
        querystring: consentListQuerySchema,
        response: { 200: envelope(pageOf(consentSchema)) },
      },
    },
    async (request) => ok('Parent consent', await consents.list(actorOf(request), request.query)),
  );

  app.post(
    base,
    {
      preHandler: institute,
      schema: {
        tags,
        summary: "Ask a student's parent for consent (emails a link)",
        body: requestConsentBodySchema,
        response: { 201: envelope(consentSchema) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return ok('Consent link sent to the parent', await consents.request(actorOf(request), request.body), 201);
    },
  );

  app.post(
    `${base}/send-pending`,
    {
      preHandler: institute,
      schema: {
        tags,
        summary: 'Email a link for every pending request that has none that still works',
        response: { 200: envelope(sendPendingResultSchema) },
      },
    },
    async (request) => {
      const sent = await consents.sendPending(actorOf(request));
      return ok(sent === 1 ? '1 consent link sent' : `${sent} consent links sent`, { sent });
    },
  );

  app.get(
    `${base}/payment-link`,
    {
      preHandler: institute,
      schema: {
        tags,
        summary: 'The payment link for paid plans (none yet: payments come later)',
        response: { 200: envelope(consentPaymentLinkSchema) },
      },
    },
    async (request) => ok('Payment link', await consents.paymentLink(actorOf(request))),
  );

  app.post(
    `${base}/:studentId/resend`,
    {
      preHandler: institute,
      schema: {
        tags,
        summary: `Send the consent link again (new link; at most ${CONSENT_RULES.maxSends} sends)`,
        params: consentStudentParamsSchema,
        response: { 200: envelope(consentSchema) },
      },
    },
    async (request) => ok('Consent link sent again', await consents.resend(actorOf(request), request.params.studentId)),
  );

  app.patch(
    `${base}/:studentId/status`,
    {
      preHandler: institute,
      schema: {
        tags,
        summary: 'Set the consent status by hand (e.g. a signed paper form)',
        params: consentStudentParamsSchema,
        body: updateConsentStatusBodySchema,
        response: { 200: envelope(consentSchema) },
      },
    },
    async (request) =>
      ok(
        'Consent status updated',
        await consents.updateStatus(actorOf(request), request.params.studentId, request.body),
      ),
  );

  app.get(
    '/parent-consent/verify',
    {
      schema: {
        tags,
        summary: "What the parent's link is about (school and the student's first name only)",
        querystring: consentTokenQuerySchema,
        response: { 200: envelope(consentPublicSchema) },
      },
      config: { rateLimit: limits.otp },
    },
    async (request) => ok('Consent request', await consents.publicDetails(request.query.token)),
  );

  app.post(
    '/parent-consent/verify',
    {
      schema: {
        tags,
        summary: "The parent's answer",
        body: consentDecisionBodySchema,
        response: { 200: envelope(consentDecisionResultSchema) },
      },
      config: { rateLimit: limits.otp },
    },
    async (request) => {
      const status = await consents.decide(request.body);
      return ok(status === 'GRANTED' ? 'Thank you: consent granted' : 'Thank you: consent declined', { status });
    },
  );
}
