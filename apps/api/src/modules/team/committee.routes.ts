/** The approval committee: current members (GET with the institute id), add, remove and its history. */
import {
  addCommitteeMemberBodySchema,
  committeeInstituteParamsSchema,
  committeeMemberSchema,
  committeeUserParamsSchema,
  envelope,
  historyEventSchema,
  historyQuerySchema,
  okSchema,
  pageOf,
  ROLE_SETS,
} from '@noticeboard/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { actorOf, rolesIn } from '../../plugins/auth';
import type { App } from '../../types';
import type { RouteDeps } from '../route-deps';
import { CommitteeService } from './committee.service';
import { StaffService } from './team.service';

export function committeeRoutes(app: App, { db, services }: RouteDeps): void {
  const committee = new CommitteeService(db);
  const staff = new StaffService(db, services.institutes, services.sessions);
  // Spec §6: the committee is chosen on /team and its history is on /approval-committee/history, both the school's.
  const managers = rolesIn(ROLE_SETS.instituteOnly);
  const tags = ['approval committee'];
  const seats = envelope(z.array(committeeMemberSchema));

  app.get(
    '/approval-committee/history',
    {
      preHandler: managers,
      schema: {
        tags,
        summary: 'Approval committee history, newest first',
        querystring: historyQuerySchema,
        response: { 200: envelope(pageOf(historyEventSchema)) },
      },
    },
    async (request) =>
      ok('Approval committee history', await staff.history(actorOf(request), ['committee'], request.query)),
  );

  app.get(
    '/approval-committee/:instituteId',
    {
      // Exception to the school-only rule (docs/architecture.md "Roles"): spec §7 reads the committee by
      // institute id, so the school's people may see who reviews posts; emails go to the school account only.
      preHandler: rolesIn(ROLE_SETS.instituteMembers),
      schema: {
        tags,
        summary: "An institute's current committee (its own people only)",
        params: committeeInstituteParamsSchema,
        response: { 200: seats },
      },
    },
    async (request) => ok('Approval committee', await committee.members(actorOf(request), request.params.instituteId)),
  );

  app.post(
    '/approval-committee',
    {
      preHandler: managers,
      schema: { tags, summary: 'Add a member', body: addCommitteeMemberBodySchema, response: { 201: seats } },
    },
    async (request, reply) => {
      reply.status(201);
      return ok('Added to the approval committee', await committee.add(actorOf(request), request.body.userId), 201);
    },
  );

  app.delete(
    '/approval-committee/:userId',
    {
      preHandler: managers,
      schema: { tags, summary: 'Remove a member', params: committeeUserParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await committee.remove(actorOf(request), request.params.userId);
      return ok('Removed from the approval committee', null);
    },
  );
}
