/** The privacy policy and safety advisory: their texts (anyone), and the signed-in person's acceptance. */
import {
  ACCESS,
  POLICY_PATHS,
  policyAcceptanceStatusSchema,
  policyAcceptBodySchema,
  policyTextParamsSchema,
  policyTextSchema,
  policyVersionParamsSchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { PolicyService } from './policy.service';

export function policyRoutes(app: App, { policies }: { policies: PolicyService }): void {
  const route = routeDefiner(app, { tags: ['policy'] });
  const readByAnyone = ACCESS.open('the privacy policy and safety advisory are read before signing up');

  route('GET /policies/:document', {
    access: readByAnyone,
    errors: [],
    summary: 'The current version of the privacy policy or the safety advisory',
    params: policyTextParamsSchema,
    response: policyTextSchema,
    message: 'Policy text',
    handler: ({ params }) => policies.currentText(params.document),
  });
  route('GET /policies/:document/:version', {
    access: readByAnyone,
    errors: ['NOT_FOUND'],
    summary: 'One version of the privacy policy or the safety advisory, older ones included',
    params: policyVersionParamsSchema,
    response: policyTextSchema,
    message: 'Policy text',
    handler: ({ params }) => policies.versionText(params.document, params.version),
  });
  route(`GET ${POLICY_PATHS.acceptance}`, {
    access: ACCESS.signedIn,
    errors: [],
    summary: 'The current versions, what the signed-in person still has to accept, and what they accepted when',
    response: policyAcceptanceStatusSchema,
    message: 'Policy acceptance',
    handler: ({ actor }) => policies.status(actor.id),
  });
  route(`POST ${POLICY_PATHS.accept}`, {
    access: ACCESS.signedIn,
    errors: ['CONFLICT'],
    summary: 'Accept the current versions of the privacy policy and the safety advisory',
    body: policyAcceptBodySchema,
    response: policyAcceptanceStatusSchema,
    message: 'Thank you for accepting',
    handler: ({ actor, body }) => policies.accept(actor.id, body.accept),
  });
}
