/**
 * Lists around the community feed, open to anonymous visitors (public posts only; a signed-in member also
 * gets their own school's). `?customUrl=` narrows to one school's community.
 */
import {
  aroundQuerySchema,
  COMMUNITY_PATHS,
  communityMemberSchema,
  communityStatsSchema,
  envelope,
  memberListParamsSchema,
  pageOf,
  postSchema,
  schoolListQuerySchema,
  statsQuerySchema,
  topSchoolSchema,
  topUserSchema,
} from '@noticeboard/shared';
import { ok } from '../../../lib/reply';
import type { App } from '../../../types';
import type { RouteDeps } from '../../route-deps';
import { AroundService, type PostCollection } from './around.service';

const tags = ['community'];
const postPage = envelope(pageOf(postSchema));

const COLLECTIONS: Array<{ path: string; collection: PostCollection; summary: string; message: string }> = [
  {
    path: COMMUNITY_PATHS.topRated,
    collection: 'topRated',
    summary: 'Most liked posts of the last 30 days',
    message: 'Top rated posts',
  },
  { path: COMMUNITY_PATHS.featuredPosts, collection: 'featured', summary: 'Featured posts', message: 'Featured posts' },
  {
    path: COMMUNITY_PATHS.spotlights,
    collection: 'spotlights',
    summary: 'Student spotlights',
    message: 'Student spotlights',
  },
  {
    path: COMMUNITY_PATHS.juniorReports,
    collection: 'juniorReports',
    summary: 'Junior reporters',
    message: 'Junior reports',
  },
];

export function communityAroundRoutes(app: App, { db, bus }: RouteDeps): void {
  const around = new AroundService(db, undefined, bus);

  app.get(
    COMMUNITY_PATHS.topSchools,
    {
      schema: {
        tags,
        summary: 'Schools ranked by published posts and their likes in the last 30 days',
        querystring: aroundQuerySchema,
        response: { 200: envelope(pageOf(topSchoolSchema)) },
      },
    },
    async (request) => ok('Top schools', await around.topSchools(request.actor, request.query)),
  );

  app.get(
    COMMUNITY_PATHS.topUsers,
    {
      schema: {
        tags,
        summary: 'Members ranked by published posts and their likes in the last 30 days (public profiles only)',
        querystring: aroundQuerySchema,
        response: { 200: envelope(pageOf(topUserSchema)) },
      },
    },
    async (request) => ok('Top users', await around.topUsers(request.actor, request.query)),
  );

  app.get(
    COMMUNITY_PATHS.stats,
    {
      schema: {
        tags,
        summary: 'Community totals: posts, schools, members and likes this month',
        querystring: statsQuerySchema,
        response: { 200: envelope(communityStatsSchema) },
      },
    },
    async (request) => ok('Community stats', await around.stats(request.actor, request.query.customUrl)),
  );

  for (const { path, collection, summary, message } of COLLECTIONS) {
    app.get(
      path,
      { schema: { tags, summary, querystring: aroundQuerySchema, response: { 200: postPage } } },
      async (request) => ok(message, await around.postPage(request.actor, collection, request.query)),
    );
  }

  app.get(
    COMMUNITY_PATHS.schoolNews,
    {
      schema: {
        tags,
        summary: "A school's events and awards posts",
        querystring: schoolListQuerySchema,
        response: { 200: postPage },
      },
    },
    async (request) => ok('School news and events', await around.postPage(request.actor, 'schoolNews', request.query)),
  );

  app.get(
    COMMUNITY_PATHS.members,
    {
      schema: {
        tags,
        summary: "A school's community members: admins, mentors (faculty) or members (students), public info only",
        params: memberListParamsSchema,
        querystring: schoolListQuerySchema,
        response: { 200: envelope(pageOf(communityMemberSchema)) },
      },
    },
    async (request) => ok('Community members', await around.members(request.actor, request.params.list, request.query)),
  );
}
