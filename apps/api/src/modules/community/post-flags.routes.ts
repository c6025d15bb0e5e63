/** A school's moderators switch a published post's global visibility, featured flag and magazine flag. */
import {
  COMMUNITY_PATHS,
  envelope,
  featuredBodySchema,
  magazineBodySchema,
  postIdParamsSchema,
  postSchema,
  postVisibilityBodySchema,
} from '@noticeboard/shared';
import { ok } from '../../lib/reply';
import { actorOf, signedIn } from '../../plugins/auth';
import type { App } from '../../types';
import type { CommunityServices } from './community.module';

export function postFlagsRoutes(app: App, { flags }: CommunityServices): void {
  const tags = ['community moderation'];
  const reply = { 200: envelope(postSchema) };
  // Moderators of the post's school only (school account, admins, approval committee): checked in the service.
  const preHandler = signedIn;

  app.put(
    COMMUNITY_PATHS.visibility,
    {
      preHandler,
      schema: {
        tags,
        summary:
          "Share a published post with all communities, or keep it inside the school (needs the school's global visibility on)",
        params: postIdParamsSchema,
        body: postVisibilityBodySchema,
        response: reply,
      },
    },
    async (request) => {
      const post = await flags.setGlobal(actorOf(request), request.params.postId, request.body.global);
      return ok(post.globalvisibility ? 'Visible in all communities' : 'Visible inside your school', post);
    },
  );

  app.put(
    COMMUNITY_PATHS.featured,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Feature a published post, or stop featuring it',
        params: postIdParamsSchema,
        body: featuredBodySchema,
        response: reply,
      },
    },
    async (request) => {
      const post = await flags.setFeatured(actorOf(request), request.params.postId, request.body.featured);
      return ok(post.featuredPost ? 'Post featured' : 'Post no longer featured', post);
    },
  );

  app.put(
    COMMUNITY_PATHS.magazine,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Save a published post to the school magazine, or take it out',
        params: postIdParamsSchema,
        body: magazineBodySchema,
        response: reply,
      },
    },
    async (request) => {
      const post = await flags.setMagazine(actorOf(request), request.params.postId, request.body.saved);
      return ok(post.saveMagazineEntity ? 'Saved to the school magazine' : 'Taken out of the school magazine', post);
    },
  );
}
