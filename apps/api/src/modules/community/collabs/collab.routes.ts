/** Collabs: lists, a collab's page and updates, and the team's and mentors' actions (rules in collab.service.ts). */
import {
  addableMemberSchema,
  addableMembersQuerySchema,
  COLLAB_MESSAGES,
  COLLAB_PATHS,
  collabAfterRemovalSchema,
  collabBodySchema,
  collabBySlugQuerySchema,
  collabEnvelope,
  collabEvaluationBodySchema,
  collabIdParamsSchema,
  collabListQuerySchema,
  collabMemberBodySchema,
  collabMemberParamsSchema,
  collabPageSchema,
  collabPostPageSchema,
  collabPostsQuerySchema,
  collabStatusBodySchema,
  collabTrackerQuerySchema,
  envelope,
  pageQuerySchema,
  ROLE_SETS,
} from '@noticeboard/shared';
import { z } from 'zod';
import { ok } from '../../../lib/reply';
import { actorOf, rolesIn, signedIn } from '../../../plugins/auth';
import type { App } from '../../../types';
import type { RouteDeps } from '../../route-deps';
import { answerPostingRefusal } from '../post.routes';
import { CollabService } from './collab.service';

const tags = ['collabs'];
const page = envelope(collabPageSchema);

export function collabRoutes(app: App, { db, mailer, config }: RouteDeps): void {
  const collabs = new CollabService(db, mailer, config.publicUrl, app.log);

  app.get(
    COLLAB_PATHS.list,
    {
      schema: {
        tags,
        summary: "Published collabs you may see, newest first (all schools, or one school's with customUrl)",
        querystring: collabListQuerySchema,
        response: { 200: page },
      },
    },
    async (request) => ok('Collabs', await collabs.list(request.actor, request.query)),
  );

  app.get(
    COLLAB_PATHS.mine,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Your collabs (owned, joined or mentored), most recently changed first',
        querystring: pageQuerySchema,
        response: { 200: page },
      },
    },
    async (request) => ok('Your collabs', await collabs.mine(actorOf(request), request.query)),
  );

  app.get(
    COLLAB_PATHS.tracker,
    {
      // Spec §6: /collaboration-tracker, the only page that reads this list, is the school account's.
      preHandler: rolesIn(ROLE_SETS.instituteOnly),
      schema: {
        tags,
        summary: 'Every collab of your school with its state (the school account)',
        querystring: collabTrackerQuerySchema,
        response: { 200: page },
      },
    },
    async (request) => ok('School collabs', await collabs.tracker(actorOf(request), request.query)),
  );

  app.get(
    COLLAB_PATHS.bySlug,
    {
      schema: {
        tags,
        summary: "A collab's page",
        querystring: collabBySlugQuerySchema,
        response: { 200: collabEnvelope },
      },
    },
    async (request) => ok('Collab', await collabs.bySlug(request.actor, request.query.slug)),
  );

  app.get(
    COLLAB_PATHS.collab,
    {
      schema: { tags, summary: 'A collab by id', params: collabIdParamsSchema, response: { 200: collabEnvelope } },
    },
    async (request) => ok('Collab', await collabs.byId(request.actor, request.params.collabId)),
  );

  app.get(
    COLLAB_PATHS.posts,
    {
      schema: {
        tags,
        summary: "A collab's published updates you may see, newest first",
        params: collabIdParamsSchema,
        querystring: collabPostsQuerySchema,
        response: { 200: envelope(collabPostPageSchema) },
      },
    },
    async (request) => ok('Collab updates', await collabs.posts(request.actor, request.params.collabId, request.query)),
  );

  app.get(
    COLLAB_PATHS.candidates,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Members of the school who may join the team (students as participants, staff as mentors)',
        params: collabIdParamsSchema,
        querystring: addableMembersQuerySchema,
        response: { 200: envelope(z.array(addableMemberSchema)) },
      },
    },
    async (request) =>
      ok(
        'Members',
        await collabs.addable(actorOf(request), request.params.collabId, request.query.kind, request.query.q),
      ),
  );

  app.post(
    COLLAB_PATHS.create,
    {
      preHandler: signedIn,
      errorHandler: answerPostingRefusal,
      schema: {
        tags,
        summary: 'Start a collab (you are its owner; it begins as a draft)',
        body: collabBodySchema,
        response: { 201: collabEnvelope },
      },
    },
    async (request, reply) => {
      const collab = await collabs.create(actorOf(request), request.body);
      reply.status(201);
      return ok('Collab created', collab, 201);
    },
  );

  app.patch(
    COLLAB_PATHS.collab,
    {
      preHandler: signedIn,
      errorHandler: answerPostingRefusal,
      schema: {
        tags,
        summary: 'Edit a collab (its team, while it is a draft, in progress or has changes requested)',
        params: collabIdParamsSchema,
        body: collabBodySchema,
        response: { 200: collabEnvelope },
      },
    },
    async (request) =>
      ok('Collab updated', await collabs.update(actorOf(request), request.params.collabId, request.body)),
  );

  app.post(
    COLLAB_PATHS.status,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Move a collab to draft, in progress or archived (its team or the school's moderators)",
        params: collabIdParamsSchema,
        body: collabStatusBodySchema,
        response: { 200: collabEnvelope },
      },
    },
    async (request) =>
      ok(
        'Collab status changed',
        await collabs.setStatus(actorOf(request), request.params.collabId, request.body.status),
      ),
  );

  app.post(
    COLLAB_PATHS.sendForApproval,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Send a collab to its mentors for approval (its owner or a mentor)',
        params: collabIdParamsSchema,
        response: { 200: collabEnvelope },
      },
    },
    async (request) =>
      ok(COLLAB_MESSAGES.sentForApproval, await collabs.sendForApproval(actorOf(request), request.params.collabId)),
  );

  app.post(
    COLLAB_PATHS.evaluation,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Approve a submitted collab or ask for changes (a mentor or the school's moderators)",
        params: collabIdParamsSchema,
        body: collabEvaluationBodySchema,
        response: { 200: collabEnvelope },
      },
    },
    async (request) =>
      ok('Collab evaluated', await collabs.evaluate(actorOf(request), request.params.collabId, request.body)),
  );

  app.post(
    COLLAB_PATHS.publish,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Publish an approved collab (a mentor or the school's moderators)",
        params: collabIdParamsSchema,
        response: { 200: collabEnvelope },
      },
    },
    async (request) => ok('Collab published', await collabs.publish(actorOf(request), request.params.collabId)),
  );

  for (const [kind, listPath, memberPath] of [
    ['PARTICIPANT', COLLAB_PATHS.participants, COLLAB_PATHS.participant],
    ['FACULTY', COLLAB_PATHS.faculty, COLLAB_PATHS.facultyMember],
  ] as const) {
    const who = kind === 'PARTICIPANT' ? 'participant' : 'mentor';
    app.post(
      listPath,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: `Add a ${who} of the same school (the owner or the school's moderators)`,
          params: collabIdParamsSchema,
          body: collabMemberBodySchema,
          response: { 200: collabEnvelope },
        },
      },
      async (request) =>
        ok(
          `${who === 'mentor' ? 'Mentor' : 'Participant'} added`,
          await collabs.addMember(actorOf(request), request.params.collabId, kind, request.body.userId),
        ),
    );
    app.delete(
      memberPath,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: `Remove a ${who} (the owner or the school's moderators; anyone may leave; the owner stays)`,
          params: collabMemberParamsSchema,
          response: { 200: envelope(collabAfterRemovalSchema) },
        },
      },
      async (request) =>
        ok(
          `${who === 'mentor' ? 'Mentor' : 'Participant'} removed`,
          await collabs.removeMember(actorOf(request), request.params.collabId, kind, request.params.userId),
        ),
    );
  }
}
