/** Comments: read (anyone who can see the post), write (members allowed to comment), edit, delete. */
import {
  COMMUNITY_PATHS,
  commentBodySchema,
  commentIdParamsSchema,
  commentPageSchema,
  commentSchema,
  pageQuerySchema,
  postIdParamsSchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { CommunityServices } from './community.module';
import { POST_ACCESS } from './post.policy';
import { COMMUNITY_TAGS } from './post.routes';

export function commentRoutes(app: App, { comments }: CommunityServices): void {
  const route = routeDefiner(app, { tags: COMMUNITY_TAGS });
  // Commenting needs no subscription: only consent and no restriction in force.
  const standing = ['POSTING_RESTRICTED', 'CONSENT_REQUIRED'] as const;

  route(`GET ${COMMUNITY_PATHS.comments}`, {
    access: POST_ACCESS.read,
    errors: ['NOT_FOUND'],
    summary: "A post's comments, oldest first",
    params: postIdParamsSchema,
    query: pageQuerySchema,
    response: commentPageSchema,
    message: 'Comments',
    handler: ({ actor, params, query }) => comments.list(actor, params.postId, query),
  });

  route(`POST ${COMMUNITY_PATHS.comments}`, {
    access: POST_ACCESS.write,
    errors: ['NOT_FOUND', ...standing],
    summary: 'Comment on a post',
    params: postIdParamsSchema,
    body: commentBodySchema,
    response: commentSchema,
    status: 201,
    message: 'Comment added',
    handler: ({ actor, params, body }) => comments.create(actor, params.postId, body.text),
  });

  route(`PATCH ${COMMUNITY_PATHS.comment}`, {
    access: POST_ACCESS.write,
    errors: ['NOT_FOUND', 'FORBIDDEN', ...standing],
    summary: 'Edit your comment',
    params: commentIdParamsSchema,
    body: commentBodySchema,
    response: commentSchema,
    message: 'Comment updated',
    handler: ({ actor, params, body }) => comments.edit(actor, params.commentId, body.text),
  });

  route(`DELETE ${COMMUNITY_PATHS.comment}`, {
    access: POST_ACCESS.write,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
    summary: "Delete a comment (its author, or the post's school)",
    params: commentIdParamsSchema,
    message: 'Comment deleted',
    handler: ({ actor, params }) => comments.remove(actor, params.commentId),
  });
}
