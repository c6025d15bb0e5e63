/** Like or unlike a post you can see. */
import { COMMUNITY_PATHS, envelope, likeBodySchema, postIdParamsSchema, reactionSchema } from '@noticeboard/shared';
import { ok } from '../../lib/reply';
import { actorOf, signedIn } from '../../plugins/auth';
import type { App } from '../../types';
import type { CommunityServices } from './community.module';
import { COMMUNITY_TAGS } from './post.routes';

export function likeRoutes(app: App, { likes }: CommunityServices): void {
  app.post(
    COMMUNITY_PATHS.like,
    {
      preHandler: signedIn,
      schema: {
        tags: COMMUNITY_TAGS,
        summary: 'Like (liked: true) or unlike a post; repeating changes nothing',
        params: postIdParamsSchema,
        body: likeBodySchema,
        response: { 200: envelope(reactionSchema) },
      },
    },
    async (request) => {
      const reaction = await likes.setLiked(actorOf(request), request.params.postId, request.body.liked);
      return ok(reaction.liked ? 'Liked' : 'Like removed', reaction);
    },
  );
}
