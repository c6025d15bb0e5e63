/**
 * The approval queue over HTTP; the school's switches are in settings.routes.ts, the per-post flags in
 * post-flags.routes.ts.
 */
import {
  approvalBodySchema,
  approvalResultSchema,
  COMMUNITY_PATHS,
  MODERATION_MESSAGES,
  myPendingQuerySchema,
  pendingCountsSchema,
  pendingQuerySchema,
  postIdParamsSchema,
  postPageSchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { CommunityServices } from './community.module';
import { POST_ACCESS } from './post.policy';

export const MODERATION_TAGS = ['community moderation'];

const ACTED: Record<'ANYONE' | 'BLOCKED' | 'DELETE', string> = {
  ANYONE: MODERATION_MESSAGES.approved,
  BLOCKED: MODERATION_MESSAGES.declined,
  DELETE: MODERATION_MESSAGES.deleted,
};

export function approvalRoutes(app: App, { approvals }: CommunityServices): void {
  const route = routeDefiner(app, { tags: MODERATION_TAGS });

  route(`GET ${COMMUNITY_PATHS.pendingPosts}`, {
    access: POST_ACCESS.moderate,
    errors: [],
    summary: "Your school's posts waiting for approval, declined or expired, by post type, newest first",
    query: pendingQuerySchema,
    response: postPageSchema,
    message: 'Pending posts',
    handler: ({ actor, query }) => approvals.pending(actor, query),
  });

  route(`GET ${COMMUNITY_PATHS.pendingPostCounts}`, {
    access: POST_ACCESS.moderate,
    errors: [],
    summary: "How many of your school's posts wait, were declined or expired, per post type and in all",
    response: pendingCountsSchema,
    message: 'Pending post counts',
    handler: ({ actor }) => approvals.counts(actor),
  });

  route(`GET ${COMMUNITY_PATHS.myPendingPosts}`, {
    access: POST_ACCESS.write,
    errors: [],
    summary: 'Your own posts waiting for approval, declined or expired',
    query: myPendingQuerySchema,
    response: postPageSchema,
    message: 'My pending posts',
    handler: ({ actor, query }) => approvals.mine(actor, query),
  });

  route(`POST ${COMMUNITY_PATHS.pendingPostStatus}`, {
    access: POST_ACCESS.moderate,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Approve and publish (ANYONE), decline (BLOCKED) or delete (DELETE) a waiting post, once',
    params: postIdParamsSchema,
    body: approvalBodySchema,
    response: approvalResultSchema,
    message: (result) => ACTED[result.action],
    handler: ({ actor, params, body }) => approvals.act(actor, params.postId, body.action),
  });
}
