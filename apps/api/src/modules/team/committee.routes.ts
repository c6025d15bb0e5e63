/** The approval committee: current members (GET with the institute id), add, remove and its history. */
import {
  ACCESS,
  addCommitteeMemberBodySchema,
  committeeInstituteParamsSchema,
  committeeMemberListSchema,
  committeeUserParamsSchema,
  historyEventPageSchema,
  historyQuerySchema,
  ROLE_SETS,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { CommitteeService } from './committee.service';
import type { StaffService } from './team.service';

export function committeeRoutes(
  app: App,
  { committee, staff }: { committee: CommitteeService; staff: StaffService },
): void {
  const route = routeDefiner(app, { tags: ['approval committee'] });
  // Spec §6: the committee is chosen on /team and its history is on /approval-committee/history, both the school's.
  const managers = ACCESS.roles(ROLE_SETS.instituteOnly, { sameInstitute: true });

  route('GET /approval-committee/history', {
    access: managers,
    errors: [],
    summary: 'Approval committee history, newest first',
    query: historyQuerySchema,
    response: historyEventPageSchema,
    message: 'Approval committee history',
    handler: ({ actor, query }) => staff.history(actor, ['committee'], query),
  });
  route('GET /approval-committee/:instituteId', {
    // Exception to the school-only rule (docs/architecture.md "Roles"): spec §7 reads the committee by
    // institute id, so the school's people may see who reviews posts; emails go to the school account only.
    access: ACCESS.roles(ROLE_SETS.instituteMembers, { sameInstitute: true }),
    errors: ['NOT_FOUND'],
    summary: "An institute's current committee (its own people only)",
    params: committeeInstituteParamsSchema,
    response: committeeMemberListSchema,
    message: 'Approval committee',
    handler: ({ actor, params }) => committee.members(actor, params.instituteId),
  });
  route('POST /approval-committee', {
    access: managers,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Add a member',
    body: addCommitteeMemberBodySchema,
    response: committeeMemberListSchema,
    status: 201,
    message: 'Added to the approval committee',
    handler: ({ actor, body }) => committee.add(actor, body.userId),
  });
  route('DELETE /approval-committee/:userId', {
    access: managers,
    errors: ['NOT_FOUND'],
    summary: 'Remove a member',
    params: committeeUserParamsSchema,
    message: 'Removed from the approval committee',
    handler: ({ actor, params }) => committee.remove(actor, params.userId),
  });
}
