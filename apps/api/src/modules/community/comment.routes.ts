/** Comments: read (anyone who can see the post), write (members allowed to comment), edit, delete. */
import {
  COMMUNITY_PATHS,
  commentBodySchema,
  commentIdParamsSchema,
  commentSchema,
  envelope,
  okSchema,
  pageOf,
  pageQuerySchema,
  postIdParamsSchema,
} from '@noticeboard/shared';
import { ok } from '../../lib/reply';
import { actorOf, signedIn } from '../../plugins/auth';
import type { App } from '../../types';
import type { CommunityServices } from './community.module';
import { COMMUNITY_TAGS } from './post.routes';

export function commentRoutes(app: App, { comments }: CommunityServices): void {
  const tags = COMMUNITY_TAGS;

  app.get(
    COMMUNITY_PATHS.comments,
    {
      schema: {
        tags,
        summary: "A post's comments, oldest first",
        params: postIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: envelope(pageOf(commentSchema)) },
      },
    },
    async (request) => ok('Comments', await comments.list(request.actor, request.params.postId, request.query)),
  );

  app.post(
    COMMUNITY_PATHS.comments,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Comment on a post',
        params: postIdParamsSchema,
        body: commentBodySchema,
        response: { 201: envelope(commentSchema) },
      },
    },
    async (request, reply) => {
      const comment = await comments.create(actorOf(request), request.params.postId, request.body.text);
      reply.status(201);
      return ok('Comment added', comment, 201);
    },
  );

  app.patch(
    COMMUNITY_PATHS.comment,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Edit your comment',
        params: commentIdParamsSchema,
        body: commentBodySchema,
        response: { 200: envelope(commentSchema) },
      },
    },
    async (request) =>
      ok('Comment updated', await comments.edit(actorOf(request), request.params.commentId, request.body.text)),
  );

  app.delete(
    COMMUNITY_PATHS.comment,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Delete a comment (its author, or the post's school)",
        params: commentIdParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await comments.remove(actorOf(request), request.params.commentId);
      return ok('Comment deleted', null);
    },
  );
}
