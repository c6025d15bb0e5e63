/** Adoption of question banks between schools (rules in adoption.service.ts). */
import {
  ACCESS,
  adoptableSchoolPageSchema,
  adoptableSchoolsQuerySchema,
  adoptionDecisionBodySchema,
  adoptionIdParamsSchema,
  adoptionLinkDecisionBodySchema,
  adoptionLinkQuerySchema,
  adoptionLinkStatusSchema,
  adoptionListSchema,
  adoptionSchema,
  QUESTION_BANK_PATHS as P,
  ROLE_SETS,
  requestAdoptionBodySchema,
} from '@noticeboard/shared';
import type { RouteDefiner } from '../../lib/define-route';
import type { AdoptionService } from './adoption.service';

export function adoptionRoutes(route: RouteDefiner, { adoptions }: { adoptions: AdoptionService }): void {
  const school = ACCESS.roles(ROLE_SETS.instituteOnly, { sameInstitute: true });
  const byEmailedLink = ACCESS.open(
    'a school answers a question-bank adoption request from the emailed link (single use, 14 days), without signing in',
  );

  route(`GET ${P.adoptableSchools}`, {
    access: ACCESS.roles(ROLE_SETS.instituteOnly),
    errors: [],
    summary: 'Other schools with approved questions, with your request or adoption of each (school accounts)',
    query: adoptableSchoolsQuerySchema,
    response: adoptableSchoolPageSchema,
    message: 'Schools',
    handler: ({ actor, query }) => adoptions.schools(actor, query),
  });
  route(`GET ${P.adoptions}`, {
    access: school,
    errors: [],
    summary: 'Adoption requests your school sent and received, newest first',
    response: adoptionListSchema,
    message: 'Adoptions',
    handler: ({ actor }) => adoptions.list(actor),
  });
  route(`POST ${P.adoptions}`, {
    access: school,
    // Your own school (400), an unknown school (404), a request or adoption already open (409).
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Ask another school to use its approved questions (its account is emailed a link to answer)',
    body: requestAdoptionBodySchema,
    response: adoptionSchema,
    status: 201,
    message: 'Adoption requested',
    handler: ({ actor, body }) => adoptions.request(actor, body),
  });
  route(`GET ${P.adoptionStatus}`, {
    access: byEmailedLink,
    // An unknown, used or expired link.
    errors: ['BAD_REQUEST'],
    summary: 'What the emailed adoption link shows (open; the link works once and for 14 days)',
    query: adoptionLinkQuerySchema,
    response: adoptionLinkStatusSchema,
    message: 'Adoption request',
    handler: ({ query }) => adoptions.linkStatus(query),
  });
  route(`POST ${P.adoptionLinkDecision}`, {
    access: byEmailedLink,
    errors: [],
    summary: 'Accept or decline an adoption request through the emailed link (open)',
    body: adoptionLinkDecisionBodySchema,
    response: adoptionLinkStatusSchema,
    message: 'Adoption answered',
    handler: ({ body }) => adoptions.decideByLink(body),
  });
  route(`POST ${P.adoptionDecision}`, {
    access: school,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Accept or decline a request for your bank (the owner school)',
    params: adoptionIdParamsSchema,
    body: adoptionDecisionBodySchema,
    response: adoptionSchema,
    message: 'Adoption answered',
    handler: ({ actor, params, body }) => adoptions.decide(actor, params.adoptionId, body.decision),
  });
  route(`DELETE ${P.adoption}`, {
    access: school,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Withdraw your waiting request, or end an accepted adoption (either school)',
    params: adoptionIdParamsSchema,
    response: adoptionSchema,
    message: 'Adoption updated',
    handler: ({ actor, params }) => adoptions.end(actor, params.adoptionId),
  });
}
