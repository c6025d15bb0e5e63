/** Like or unlike a post you can see. */
import { COMMUNITY_PATHS, likeBodySchema, postIdParamsSchema, reactionSchema } from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { CommunityServices } from './community.module';
import { POST_ACCESS } from './post.policy';
import { COMMUNITY_TAGS } from './post.routes';

export function likeRoutes(app: App, { likes }: CommunityServices): void {
  const route = routeDefiner(app, { tags: COMMUNITY_TAGS });

  route(`POST ${COMMUNITY_PATHS.like}`, {
    access: POST_ACCESS.write,
    errors: ['NOT_FOUND'],
    summary: 'Like (liked: true) or unlike a post; repeating changes nothing',
    params: postIdParamsSchema,
    body: likeBodySchema,
    response: reactionSchema,
    message: (reaction) => (reaction.liked ? 'Liked' : 'Like removed'),
    handler: ({ actor, params, body }) => likes.setLiked(actor, params.postId, body.liked),
  });
}
