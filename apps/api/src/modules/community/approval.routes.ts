/**
 * The approval queue over HTTP; the school's switches are in settings.routes.ts, the per-post flags in
 * post-flags.routes.ts.
 */
import {
  approvalBodySchema,
  approvalResultSchema,
  COMMUNITY_PATHS,
  envelope,
  MODERATION_MESSAGES,
  myPendingQuerySchema,
  pageOf,
  pendingQuerySchema,
  postIdParamsSchema,
  postSchema,
} from '@noticeboard/shared';
import { ok } from '../../lib/reply';
import { actorOf, signedIn } from '../../plugins/auth';
import type { App } from '../../types';
import type { CommunityServices } from './community.module';

const ACTED: Record<'ANYONE' | 'BLOCKED' | 'DELETE', string> = {
  ANYONE: MODERATION_MESSAGES.approved,
  BLOCKED: MODERATION_MESSAGES.declined,
  DELETE: MODERATION_MESSAGES.deleted,
};

export function approvalRoutes(app: App, { approvals }: CommunityServices): void {
  const tags = ['community moderation'];

  app.get(
    COMMUNITY_PATHS.pendingPosts,
    {
      // Moderators only (school account, its admins, its approval committee): checked in the service.
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Your school's posts waiting for approval, declined or expired, by post type, newest first",
        querystring: pendingQuerySchema,
        response: { 200: envelope(pageOf(postSchema)) },
      },
    },
    async (request) => ok('Pending posts', await approvals.pending(actorOf(request), request.query)),
  );

  app.get(
    COMMUNITY_PATHS.myPendingPosts,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Your own posts waiting for approval, declined or expired',
        querystring: myPendingQuerySchema,
        response: { 200: envelope(pageOf(postSchema)) },
      },
    },
    async (request) => ok('My pending posts', await approvals.mine(actorOf(request), request.query)),
  );

  app.post(
    COMMUNITY_PATHS.pendingPostStatus,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Approve and publish (ANYONE), decline (BLOCKED) or delete (DELETE) a waiting post, once',
        params: postIdParamsSchema,
        body: approvalBodySchema,
        response: { 200: envelope(approvalResultSchema) },
      },
    },
    async (request) => {
      const { action } = request.body;
      const acted = await approvals.act(actorOf(request), request.params.postId, action);
      return ok(ACTED[action], acted);
    },
  );
}
