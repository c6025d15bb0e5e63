/** A school's moderators switch a published post's global visibility, featured flag and magazine flag. */
import {
  COMMUNITY_PATHS,
  featuredBodySchema,
  magazineBodySchema,
  postIdParamsSchema,
  postSchema,
  postVisibilityBodySchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import { MODERATION_TAGS } from './approval.routes';
import type { CommunityServices } from './community.module';
import { POST_ACCESS } from './post.policy';

export function postFlagsRoutes(app: App, { flags }: CommunityServices): void {
  const route = routeDefiner(app, { tags: MODERATION_TAGS });
  // Another school's post is unknown (404); a post that is not published cannot be flagged (409).
  const errors = ['NOT_FOUND', 'CONFLICT'] as const;

  route(`PUT ${COMMUNITY_PATHS.visibility}`, {
    access: POST_ACCESS.moderate,
    errors,
    summary:
      "Share a published post with all communities, or keep it inside the school (needs the school's global visibility on)",
    params: postIdParamsSchema,
    body: postVisibilityBodySchema,
    response: postSchema,
    message: (post) => (post.globalvisibility ? 'Visible in all communities' : 'Visible inside your school'),
    handler: ({ actor, params, body }) => flags.setGlobal(actor, params.postId, body.global),
  });

  route(`PUT ${COMMUNITY_PATHS.featured}`, {
    access: POST_ACCESS.moderate,
    errors,
    summary: 'Feature a published post, or stop featuring it',
    params: postIdParamsSchema,
    body: featuredBodySchema,
    response: postSchema,
    message: (post) => (post.featuredPost ? 'Post featured' : 'Post no longer featured'),
    handler: ({ actor, params, body }) => flags.setFeatured(actor, params.postId, body.featured),
  });

  route(`PUT ${COMMUNITY_PATHS.magazine}`, {
    access: POST_ACCESS.moderate,
    errors,
    summary: 'Save a published post to the school magazine, or take it out',
    params: postIdParamsSchema,
    body: magazineBodySchema,
    response: postSchema,
    message: (post) => (post.saveMagazineEntity ? 'Saved to the school magazine' : 'Taken out of the school magazine'),
    handler: ({ actor, params, body }) => flags.setMagazine(actor, params.postId, body.saved),
  });
}
