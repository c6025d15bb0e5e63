/** Collabs: lists, a collab's page and updates, and the team's and mentors' actions (rules in collab.policy.ts). */
import {
  ACCESS,
  addableMemberListSchema,
  addableMembersQuerySchema,
  COLLAB_MESSAGES,
  COLLAB_PATHS,
  collabAfterRemovalSchema,
  collabBodySchema,
  collabBySlugQuerySchema,
  collabEvaluationBodySchema,
  collabIdParamsSchema,
  collabListQuerySchema,
  collabMemberBodySchema,
  collabMemberParamsSchema,
  collabPageSchema,
  collabPostPageSchema,
  collabPostsQuerySchema,
  collabSchema,
  collabStatusBodySchema,
  collabTrackerCountsSchema,
  collabTrackerQuerySchema,
  type ErrorCode,
  pageQuerySchema,
  ROLE_SETS,
} from '@noticeboard/shared';
import { routeDefiner } from '../../../lib/define-route';
import type { App } from '../../../types';
import type { CollabLifecycleService } from './collab-lifecycle.service';
import type { CollabReadService } from './collab-reads.service';
import type { CollabTeamService } from './collab-team.service';

export interface CollabServices {
  reads: CollabReadService;
  team: CollabTeamService;
  lifecycle: CollabLifecycleService;
}

const OPEN = ACCESS.open(
  'published collabs are part of the community’s open side (spec §2 /collab); the service shows each caller only what they may see',
);
/** A collab's team and moderators act on one school's collab; outside it the collab is a 404. */
const ON_COLLAB = ACCESS.signedInSameInstitute;
const POSTING_REFUSALS: ErrorCode[] = ['POSTING_RESTRICTED', 'SUBSCRIPTION_REQUIRED', 'CONSENT_REQUIRED'];
const CHANGE_ERRORS: ErrorCode[] = ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'];

export function collabRoutes(app: App, { reads, team, lifecycle }: CollabServices): void {
  const route = routeDefiner(app, { tags: ['collabs'] });

  route(`GET ${COLLAB_PATHS.list}`, {
    access: OPEN,
    errors: ['NOT_FOUND'],
    summary: "Published collabs you may see, newest first (all schools, or one school's with customUrl)",
    query: collabListQuerySchema,
    response: collabPageSchema,
    message: 'Collabs',
    handler: ({ actor, query }) => reads.list(actor, query),
  });
  route(`GET ${COLLAB_PATHS.mine}`, {
    access: ACCESS.signedIn,
    errors: [],
    summary: 'Your collabs (owned, joined or mentored), most recently changed first',
    query: pageQuerySchema,
    response: collabPageSchema,
    message: 'Your collabs',
    handler: ({ actor, query }) => reads.mine(actor, query),
  });
  route(`GET ${COLLAB_PATHS.tracker}`, {
    // Spec §6: /collaboration-tracker, the only page that reads this list, is the school account's.
    access: ACCESS.roles(ROLE_SETS.instituteOnly, { sameInstitute: true }),
    errors: [],
    summary: 'Every collab of your school with its state (the school account)',
    query: collabTrackerQuerySchema,
    response: collabPageSchema,
    message: 'School collabs',
    handler: ({ actor, query }) => reads.tracker(actor, query),
  });
  route(`GET ${COLLAB_PATHS.trackerCounts}`, {
    access: ACCESS.roles(ROLE_SETS.instituteOnly, { sameInstitute: true }),
    errors: [],
    summary: 'How many collabs of your school are in each state, and in all (the school account)',
    response: collabTrackerCountsSchema,
    message: 'School collab counts',
    handler: ({ actor }) => reads.trackerCounts(actor),
  });
  route(`GET ${COLLAB_PATHS.bySlug}`, {
    access: OPEN,
    errors: ['NOT_FOUND'],
    summary: "A collab's page",
    query: collabBySlugQuerySchema,
    response: collabSchema,
    message: 'Collab',
    handler: ({ actor, query }) => reads.bySlug(actor, query.slug),
  });
  route(`GET ${COLLAB_PATHS.collab}`, {
    access: OPEN,
    errors: ['NOT_FOUND'],
    summary: 'A collab by id',
    params: collabIdParamsSchema,
    response: collabSchema,
    message: 'Collab',
    handler: ({ actor, params }) => reads.byId(actor, params.collabId),
  });
  route(`GET ${COLLAB_PATHS.posts}`, {
    access: OPEN,
    errors: ['NOT_FOUND'],
    summary: "A collab's published updates you may see, newest first",
    params: collabIdParamsSchema,
    query: collabPostsQuerySchema,
    response: collabPostPageSchema,
    message: 'Collab updates',
    handler: ({ actor, params, query }) => reads.posts(actor, params.collabId, query),
  });
  route(`GET ${COLLAB_PATHS.candidates}`, {
    access: ON_COLLAB,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    summary: 'Members of the school who may join the team (students as participants, staff as mentors)',
    params: collabIdParamsSchema,
    query: addableMembersQuerySchema,
    response: addableMemberListSchema,
    message: 'Members',
    handler: ({ actor, params, query }) => team.addable(actor, params.collabId, query.kind, query.q),
  });

  route(`POST ${COLLAB_PATHS.create}`, {
    access: ACCESS.signedIn,
    errors: ['FORBIDDEN', ...POSTING_REFUSALS],
    summary: 'Start a collab (you are its owner; it begins as a draft)',
    body: collabBodySchema,
    response: collabSchema,
    status: 201,
    message: 'Collab created',
    handler: ({ actor, body }) => lifecycle.create(actor, body),
  });
  route(`PATCH ${COLLAB_PATHS.collab}`, {
    access: ON_COLLAB,
    errors: [...CHANGE_ERRORS, ...POSTING_REFUSALS],
    summary: 'Edit a collab (its team, while it is a draft, in progress or has changes requested)',
    params: collabIdParamsSchema,
    body: collabBodySchema,
    response: collabSchema,
    message: 'Collab updated',
    handler: ({ actor, params, body }) => lifecycle.update(actor, params.collabId, body),
  });
  route(`POST ${COLLAB_PATHS.status}`, {
    access: ON_COLLAB,
    errors: CHANGE_ERRORS,
    summary: "Move a collab to draft, in progress or archived (its team or the school's moderators)",
    params: collabIdParamsSchema,
    body: collabStatusBodySchema,
    response: collabSchema,
    message: 'Collab status changed',
    handler: ({ actor, params, body }) => lifecycle.setStatus(actor, params.collabId, body.status),
  });
  route(`POST ${COLLAB_PATHS.sendForApproval}`, {
    access: ON_COLLAB,
    errors: CHANGE_ERRORS,
    summary: 'Send a collab to its mentors for approval (its owner or a mentor)',
    params: collabIdParamsSchema,
    response: collabSchema,
    message: COLLAB_MESSAGES.sentForApproval,
    handler: ({ actor, params }) => lifecycle.sendForApproval(actor, params.collabId),
  });
  route(`POST ${COLLAB_PATHS.evaluation}`, {
    access: ON_COLLAB,
    errors: CHANGE_ERRORS,
    summary: "Approve a submitted collab or ask for changes (a mentor or the school's moderators)",
    params: collabIdParamsSchema,
    body: collabEvaluationBodySchema,
    response: collabSchema,
    message: 'Collab evaluated',
    handler: ({ actor, params, body }) => lifecycle.evaluate(actor, params.collabId, body),
  });
  route(`POST ${COLLAB_PATHS.publish}`, {
    access: ON_COLLAB,
    errors: CHANGE_ERRORS,
    summary: "Publish an approved collab (a mentor or the school's moderators)",
    params: collabIdParamsSchema,
    response: collabSchema,
    message: 'Collab published',
    handler: ({ actor, params }) => lifecycle.publish(actor, params.collabId),
  });

  for (const [kind, listPath, memberPath] of [
    ['PARTICIPANT', COLLAB_PATHS.participants, COLLAB_PATHS.participant],
    ['FACULTY', COLLAB_PATHS.faculty, COLLAB_PATHS.facultyMember],
  ] as const) {
    const who = kind === 'PARTICIPANT' ? 'participant' : 'mentor';
    const Who = kind === 'PARTICIPANT' ? 'Participant' : 'Mentor';
    route(`POST ${listPath}`, {
      access: ON_COLLAB,
      errors: CHANGE_ERRORS,
      summary: `Add a ${who} of the same school (the owner or the school's moderators)`,
      params: collabIdParamsSchema,
      body: collabMemberBodySchema,
      response: collabSchema,
      message: `${Who} added`,
      handler: ({ actor, params, body }) => team.addMember(actor, params.collabId, kind, body.userId),
    });
    route(`DELETE ${memberPath}`, {
      access: ON_COLLAB,
      errors: CHANGE_ERRORS,
      summary: `Remove a ${who} (the owner or the school's moderators; anyone may leave; the owner stays)`,
      params: collabMemberParamsSchema,
      response: collabAfterRemovalSchema,
      message: `${Who} removed`,
      handler: ({ actor, params }) => team.removeMember(actor, params.collabId, kind, params.userId),
    });
  }
}
