/** Adoption of question banks between schools (rules in adoption.service.ts). */
import {
  adoptableSchoolPageSchema,
  adoptionDecisionBodySchema,
  adoptionLinkDecisionBodySchema,
  adoptionLinkQuerySchema,
  adoptionLinkStatusSchema,
  adoptionListSchema,
  adoptionSchema,
  envelope,
  QUESTION_BANK_PATHS as P,
  pageQuerySchema,
  ROLE_SETS,
  requestAdoptionBodySchema,
} from '@noticeboard/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { actorOf, rolesIn } from '../../plugins/auth';
import type { App } from '../../types';
import type { AdoptionService } from './adoption.service';

const tags = ['question-bank'];
const adoptionParams = z.object({ adoptionId: z.string().uuid() });
const adoption = envelope(adoptionSchema);
const schoolsQuerySchema = pageQuerySchema.extend({ search: z.string().trim().max(100).optional() });

export function adoptionRoutes(app: App, { adoptions }: { adoptions: AdoptionService }): void {
  const school = rolesIn(ROLE_SETS.instituteOnly);

  app.get(
    P.adoptableSchools,
    {
      preHandler: school,
      schema: {
        tags,
        summary: 'Other schools with approved questions, with your request or adoption of each (school accounts)',
        querystring: schoolsQuerySchema,
        response: { 200: envelope(adoptableSchoolPageSchema) },
      },
    },
    async (request) => ok('Schools', await adoptions.schools(actorOf(request), request.query)),
  );

  app.get(
    P.adoptions,
    {
      preHandler: school,
      schema: {
        tags,
        summary: 'Adoption requests your school sent and received, newest first',
        response: { 200: envelope(adoptionListSchema) },
      },
    },
    async (request) => ok('Adoptions', await adoptions.list(actorOf(request))),
  );

  app.post(
    P.adoptions,
    {
      preHandler: school,
      schema: {
        tags,
        summary: 'Ask another school to use its approved questions (its account is emailed a link to answer)',
        body: requestAdoptionBodySchema,
        response: { 201: adoption },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return ok('Adoption requested', await adoptions.request(actorOf(request), request.body), 201);
    },
  );

  app.get(
    P.adoptionStatus,
    {
      schema: {
        tags,
        summary: 'What the emailed adoption link shows (open; the link works once and for 14 days)',
        querystring: adoptionLinkQuerySchema,
        response: { 200: envelope(adoptionLinkStatusSchema) },
      },
    },
    async (request) => ok('Adoption request', await adoptions.linkStatus(request.query)),
  );

  app.post(
    P.adoptionLinkDecision,
    {
      schema: {
        tags,
        summary: 'Accept or decline an adoption request through the emailed link (open)',
        body: adoptionLinkDecisionBodySchema,
        response: { 200: envelope(adoptionLinkStatusSchema) },
      },
    },
    async (request) => ok('Adoption answered', await adoptions.decideByLink(request.body)),
  );

  app.post(
    P.adoptionDecision,
    {
      preHandler: school,
      schema: {
        tags,
        summary: 'Accept or decline a request for your bank (the owner school)',
        params: adoptionParams,
        body: adoptionDecisionBodySchema,
        response: { 200: adoption },
      },
    },
    async (request) =>
      ok(
        'Adoption answered',
        await adoptions.decide(actorOf(request), request.params.adoptionId, request.body.decision),
      ),
  );

  app.delete(
    P.adoption,
    {
      preHandler: school,
      schema: {
        tags,
        summary: 'Withdraw your waiting request, or end an accepted adoption (either school)',
        params: adoptionParams,
        response: { 200: adoption },
      },
    },
    async (request) => ok('Adoption updated', await adoptions.end(actorOf(request), request.params.adoptionId)),
  );
}
