/** The feeds (signed-in or anonymous) and a post's details by slug. */
import {
  COMMUNITY_PATHS,
  envelope,
  newsfeedQuerySchema,
  pageOf,
  postBySlugQuerySchema,
  postSchema,
} from '@noticeboard/shared';
import { ok } from '../../lib/reply';
import type { App } from '../../types';
import type { CommunityServices } from './community.module';
import { COMMUNITY_TAGS } from './post.routes';

const postPage = envelope(pageOf(postSchema));

export function feedRoutes(app: App, { feeds }: CommunityServices): void {
  const tags = COMMUNITY_TAGS;

  app.get(
    COMMUNITY_PATHS.newsfeed,
    {
      schema: {
        tags,
        summary: "The global community, or a school's with customUrl: the posts you may see, newest first",
        querystring: newsfeedQuerySchema,
        response: { 200: postPage },
      },
    },
    async (request) => ok('Community posts', await feeds.newsfeed(request.actor, request.query)),
  );

  app.get(
    COMMUNITY_PATHS.publicNewsfeed,
    {
      schema: {
        tags,
        summary: 'The public community (posts for everyone), newest first',
        querystring: newsfeedQuerySchema,
        response: { 200: postPage },
      },
    },
    async (request) => ok('Community posts', await feeds.publicNewsfeed(request.query)),
  );

  app.get(
    COMMUNITY_PATHS.postBySlug,
    {
      schema: {
        tags,
        summary: "A post's details",
        querystring: postBySlugQuerySchema,
        response: { 200: envelope(postSchema) },
      },
    },
    async (request) => ok('Post', await feeds.bySlug(request.actor, request.query.slug)),
  );
}
