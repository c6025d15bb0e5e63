/** Writing posts: create, edit (author), delete (author or the school's moderators). */
import {
  COMMUNITY_MESSAGES,
  COMMUNITY_PATHS,
  envelope,
  okSchema,
  postBodySchema,
  postIdParamsSchema,
  postSchema,
} from '@noticeboard/shared';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import { actorOf, signedIn } from '../../plugins/auth';
import type { App } from '../../types';
import type { CommunityServices } from './community.module';

export const COMMUNITY_TAGS = ['community'];

/** Whether the raw body named a post type (the schema's default would hide it); otherwise it is inferred. */
const namedPostType = new WeakSet<FastifyRequest>();
async function notePostType(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body && typeof body === 'object' && 'postType' in body) namedPostType.add(request);
}
const writeOptions = (request: FastifyRequest) => ({ postTypeGiven: namedPostType.has(request) });

export function postRoutes(app: App, { posts }: CommunityServices): void {
  const tags = COMMUNITY_TAGS;

  app.post(
    COMMUNITY_PATHS.posts,
    {
      preHandler: signedIn,
      preValidation: notePostType,
      schema: {
        tags,
        summary: 'Create a post (published at once, or sent for approval)',
        body: postBodySchema,
        response: { 201: envelope(postSchema) },
      },
    },
    async (request, reply) => {
      const written = await posts.create(actorOf(request), request.body, writeOptions(request));
      reply.status(201);
      return ok(written.pending ? COMMUNITY_MESSAGES.pendingApproval : 'Post published', written.post, 201);
    },
  );

  app.patch(
    COMMUNITY_PATHS.post,
    {
      preHandler: signedIn,
      preValidation: notePostType,
      schema: {
        tags,
        summary: 'Edit your post (sent for approval again unless you moderate or the school approves automatically)',
        params: postIdParamsSchema,
        body: postBodySchema,
        response: { 200: envelope(postSchema) },
      },
    },
    async (request) => {
      const written = await posts.edit(actorOf(request), request.params.postId, request.body, writeOptions(request));
      return ok(written.pending ? COMMUNITY_MESSAGES.pendingApproval : 'Post updated', written.post);
    },
  );

  app.delete(
    COMMUNITY_PATHS.post,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Delete a post for good (its author, or the school's moderators)",
        params: postIdParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await posts.remove(actorOf(request), request.params.postId);
      return ok('Post deleted', null);
    },
  );
}
