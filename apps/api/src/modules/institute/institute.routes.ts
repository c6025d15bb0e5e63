/** Public institution profiles and member management. */
import {
  addMemberBodySchema,
  envelope,
  institutePublicSchema,
  memberIdParamsSchema,
  memberListQuerySchema,
  memberSchema,
  okSchema,
  pageOf,
  ROLE_SETS,
  updateMemberBodySchema,
} from '@noticeboard/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { actorOf, rolesIn } from '../../plugins/auth';
import type { App } from '../../types';
import type { RouteDeps } from '../route-deps';

export function instituteRoutes(app: App, { services }: RouteDeps): void {
  const tags = ['institute'];
  // The school account's member pages (/candidate, /team, /parent-consent, /curriculum/class) read these.
  const managers = rolesIn(ROLE_SETS.instituteOnly);

  app.get(
    '/institute/public/:customUrl',
    {
      schema: {
        tags,
        summary: 'Public institution profile',
        params: z.object({ customUrl: z.string().trim().min(1).max(60) }),
        response: { 200: envelope(institutePublicSchema) },
      },
    },
    async (request) => ok('Institution', await services.institutes.publicProfile(request.params.customUrl)),
  );

  app.get(
    '/institute/members',
    {
      preHandler: managers,
      schema: {
        tags,
        summary: "The institute's members",
        querystring: memberListQuerySchema,
        response: { 200: envelope(pageOf(memberSchema)) },
      },
    },
    async (request) => ok('Members', await services.institutes.members(actorOf(request), request.query)),
  );

  app.post(
    '/institute/members',
    {
      preHandler: managers,
      schema: {
        tags,
        summary: 'Add a faculty member, admin or student',
        body: addMemberBodySchema,
        response: { 201: envelope(memberSchema) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return ok(
        'Member added; they will get an email to set a password',
        await services.institutes.addMember(actorOf(request), request.body),
        201,
      );
    },
  );

  app.get(
    '/institute/members/:id',
    {
      preHandler: managers,
      schema: { tags, summary: 'One member', params: memberIdParamsSchema, response: { 200: envelope(memberSchema) } },
    },
    async (request) => ok('Member', await services.institutes.member(actorOf(request), request.params.id)),
  );

  app.patch(
    '/institute/members/:id',
    {
      preHandler: managers,
      schema: {
        tags,
        summary: 'Change a member',
        params: memberIdParamsSchema,
        body: updateMemberBodySchema,
        response: { 200: envelope(memberSchema) },
      },
    },
    async (request) =>
      ok('Member updated', await services.institutes.updateMember(actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/institute/members/:id',
    {
      preHandler: managers,
      schema: { tags, summary: 'Remove a member', params: memberIdParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await services.institutes.removeMember(actorOf(request), request.params.id);
      return ok('Member removed', null);
    },
  );

  app.post(
    '/institute/members/:id/resend-invite',
    {
      preHandler: managers,
      schema: {
        tags,
        summary: 'Email the set-password link again',
        params: memberIdParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await services.institutes.resendInvite(actorOf(request), request.params.id);
      return ok('Invitation sent again', null);
    },
  );
}
