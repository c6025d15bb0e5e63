/** Consent choices over HTTP: one's own purposes, and a parent's for their child through an emailed link. */
import {
  ACCESS,
  CONSENT_CHOICE_PATHS,
  consentChoiceBodySchema,
  consentPurposeParamsSchema,
  myConsentChoicesSchema,
  parentManageBodySchema,
  parentManageLinkBodySchema,
  parentManageQuerySchema,
  parentManageViewSchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { RateLimits } from '../module';
import type { ConsentChoicesService } from './consent-choices.service';

export function consentChoiceRoutes(
  app: App,
  { choices, limits }: { choices: ConsentChoicesService; limits: RateLimits },
): void {
  const route = routeDefiner(app, { tags: ['parent-consent'] });
  const parent = ACCESS.open(
    'parents change the choices they made for their child from an emailed link, without an account',
  );

  route(`GET ${CONSENT_CHOICE_PATHS.mine}`, {
    access: ACCESS.signedIn,
    errors: [],
    summary: 'What I allow, purpose by purpose (a child sees what their parent decided)',
    response: myConsentChoicesSchema,
    message: 'Consent choices',
    handler: ({ actor }) => choices.mine(actor),
  });

  route(`PUT ${CONSENT_CHOICE_PATHS.minePurpose}`, {
    access: ACCESS.signedIn,
    errors: ['FORBIDDEN', 'BAD_REQUEST'],
    summary: 'Allow or withdraw one purpose (18 and over, staff and readers; a child’s parent decides)',
    params: consentPurposeParamsSchema,
    body: consentChoiceBodySchema,
    response: myConsentChoicesSchema,
    message: 'Choice saved',
    handler: ({ actor, params, body }) => choices.setMine(actor, params.purpose, body.granted),
  });

  route(`POST ${CONSENT_CHOICE_PATHS.parentLink}`, {
    access: parent,
    errors: [],
    summary: 'Email a parent a link to change their choices (the same answer for any address)',
    body: parentManageLinkBodySchema,
    config: { rateLimit: limits.otp },
    message: 'If this address gave consent for a child, a link is on its way',
    handler: async ({ body }) => {
      await choices.sendParentLinks(body.email);
      return null;
    },
  });

  route(`GET ${CONSENT_CHOICE_PATHS.parentManage}`, {
    access: parent,
    errors: ['LINK_EXPIRED', 'CONFLICT'],
    summary: "The parent's choices for their child (first name and school only)",
    query: parentManageQuerySchema,
    config: { rateLimit: limits.otp },
    response: parentManageViewSchema,
    message: 'Consent choices',
    handler: ({ query }) => choices.parentView(query.token),
  });

  route(`PUT ${CONSENT_CHOICE_PATHS.parentManage}`, {
    access: parent,
    errors: ['LINK_EXPIRED', 'CONFLICT'],
    summary: 'The parent allows or withdraws one purpose (ACCOUNT: the consent as a whole)',
    body: parentManageBodySchema,
    config: { rateLimit: limits.otp },
    response: parentManageViewSchema,
    message: 'Your choice is saved',
    handler: ({ body }) => choices.parentSet(body),
  });
}
