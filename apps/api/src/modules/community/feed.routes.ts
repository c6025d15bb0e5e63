/** The feeds (signed-in or anonymous) and a post's details by slug. */
import {
  COMMUNITY_PATHS,
  newsfeedCountsQuerySchema,
  newsfeedQuerySchema,
  postBySlugQuerySchema,
  postPageSchema,
  postSchema,
  postTypeCountsSchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { CommunityServices } from './community.module';
import { POST_ACCESS } from './post.policy';
import { COMMUNITY_TAGS } from './post.routes';

export function feedRoutes(app: App, { feeds }: CommunityServices): void {
  const route = routeDefiner(app, { tags: COMMUNITY_TAGS });

  route(`GET ${COMMUNITY_PATHS.newsfeed}`, {
    access: POST_ACCESS.read,
    errors: ['NOT_FOUND'],
    summary: "The global community, or a school's with customUrl: the posts you may see, newest first",
    query: newsfeedQuerySchema,
    response: postPageSchema,
    message: 'Community posts',
    handler: ({ actor, query }) => feeds.newsfeed(actor, query),
  });

  route(`GET ${COMMUNITY_PATHS.newsfeedCounts}`, {
    access: POST_ACCESS.read,
    errors: ['NOT_FOUND'],
    summary: 'How many posts of each type (and in all) the same feed holds for you: the post-type tabs’ counts',
    query: newsfeedCountsQuerySchema,
    response: postTypeCountsSchema,
    message: 'Community post counts',
    handler: ({ actor, query }) => feeds.typeCounts(actor, query),
  });

  route(`GET ${COMMUNITY_PATHS.publicNewsfeed}`, {
    access: POST_ACCESS.read,
    errors: [],
    summary: 'The public community (posts for everyone), newest first',
    query: newsfeedQuerySchema,
    response: postPageSchema,
    message: 'Community posts',
    handler: ({ query }) => feeds.publicNewsfeed(query),
  });

  route(`GET ${COMMUNITY_PATHS.postBySlug}`, {
    access: POST_ACCESS.read,
    errors: ['NOT_FOUND'],
    summary: "A post's details",
    query: postBySlugQuerySchema,
    response: postSchema,
    message: 'Post',
    handler: ({ actor, query }) => feeds.bySlug(actor, query.slug),
  });
}
