/** `/institute/verification`: the school account's own verification, read and requested (operators decide at the CLI). */
import { ACCESS, ROLE_SETS, schoolVerificationSchema, verificationRequestBodySchema } from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { SchoolVerificationService } from './school-verification.service';

export function schoolVerificationRoutes(
  app: App,
  { verification }: { verification: SchoolVerificationService },
): void {
  const route = routeDefiner(app, { tags: ['institute'] });
  // The school account alone: its staff and students never send or read its evidence.
  const access = ACCESS.roles(ROLE_SETS.instituteOnly, { sameInstitute: true });

  route('GET /institute/verification', {
    access,
    errors: ['NOT_FOUND'],
    summary: "The school's verification by Noticeboard: what it sent and what was decided",
    response: schoolVerificationSchema,
    message: 'Verification',
    handler: ({ actor }) => verification.own(actor),
  });

  route('POST /institute/verification', {
    access,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Send the UDISE code or board affiliation number for an operator to check',
    body: verificationRequestBodySchema,
    response: schoolVerificationSchema,
    message: 'Thank you. We will check your details and let you know.',
    handler: ({ actor, body }) => verification.request(actor, body),
  });
}
