/** Writing posts: create, edit (author), delete (author or the school's moderators). */
import {
  COMMUNITY_MESSAGES,
  COMMUNITY_PATHS,
  type Post,
  postBodySchema,
  postIdParamsSchema,
  postingStandingSchema,
  postSchema,
} from '@noticeboard/shared';
import type { FastifyRequest } from 'fastify';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { CommunityServices } from './community.module';
import { POST_ACCESS } from './post.policy';

export const COMMUNITY_TAGS = ['community'];

/** Whether the raw body named a post type (the schema's default would hide it); otherwise it is inferred. */
const namedPostType = new WeakSet<FastifyRequest>();
async function notePostType(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body && typeof body === 'object' && 'postType' in body) namedPostType.add(request);
}
const writeOptions = (request: FastifyRequest) => ({ postTypeGiven: namedPostType.has(request) });

/** What a write answers: a post waiting for approval says so. */
const written = (done: string) => (post: Pick<Post, 'requestStatus'>) =>
  post.requestStatus === 'PENDING' ? COMMUNITY_MESSAGES.pendingApproval : done;

export function postRoutes(app: App, { posts }: CommunityServices): void {
  const route = routeDefiner(app, { tags: COMMUNITY_TAGS });
  // Refused for the member's standing (the dialog is the code), a kind they may not write, a collab not theirs.
  const writeErrors = [
    'POSTING_RESTRICTED',
    'SUBSCRIPTION_REQUIRED',
    'CONSENT_REQUIRED',
    'FORBIDDEN',
    'NOT_FOUND',
    'VALIDATION_FAILED',
  ] as const;

  route(`GET ${COMMUNITY_PATHS.posting}`, {
    access: POST_ACCESS.write,
    errors: [],
    summary: 'Whether your next post is published at once or sent for approval',
    response: postingStandingSchema,
    message: 'Posting',
    handler: ({ actor }) => posts.standing(actor),
  });

  route(`POST ${COMMUNITY_PATHS.posts}`, {
    access: POST_ACCESS.write,
    errors: writeErrors,
    summary: 'Create a post (published at once, or sent for approval)',
    preValidation: notePostType,
    body: postBodySchema,
    response: postSchema,
    status: 201,
    message: written('Post published'),
    handler: ({ actor, body, request }) => posts.create(actor, body, writeOptions(request)),
  });

  route(`PATCH ${COMMUNITY_PATHS.post}`, {
    access: POST_ACCESS.write,
    errors: writeErrors,
    summary: 'Edit your post (sent for approval again unless you moderate or the school approves automatically)',
    preValidation: notePostType,
    params: postIdParamsSchema,
    body: postBodySchema,
    response: postSchema,
    message: written('Post updated'),
    handler: ({ actor, params, body, request }) => posts.edit(actor, params.postId, body, writeOptions(request)),
  });

  route(`DELETE ${COMMUNITY_PATHS.post}`, {
    access: POST_ACCESS.write,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    summary: "Delete a post for good (its author, or the school's moderators)",
    params: postIdParamsSchema,
    message: 'Post deleted',
    handler: ({ actor, params }) => posts.remove(actor, params.postId),
  });
}
