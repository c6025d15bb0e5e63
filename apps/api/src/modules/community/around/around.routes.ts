/**
 * Lists around the community feed, open to anonymous visitors (public posts only; a signed-in member also
 * gets their own school's). `?customUrl=` narrows to one school's community.
 */
import {
  ACCESS,
  aroundPostPageSchema,
  aroundQuerySchema,
  COMMUNITY_PATHS,
  communityMemberPageSchema,
  communityStatsSchema,
  memberListParamsSchema,
  schoolListQuerySchema,
  statsQuerySchema,
  topSchoolPageSchema,
  topUserPageSchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../../lib/define-route';
import type { App } from '../../../types';
import type { AroundService, PostCollection } from './around.service';

const OPEN = ACCESS.open(
  'the lists around the community feed are part of its open side (spec §2 /community); each caller counts only posts they may see',
);

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

export function aroundRoutes(app: App, { around }: { around: AroundService }): void {
  const route = routeDefiner(app, { tags: ['community'] });

  route(`GET ${COMMUNITY_PATHS.topSchools}`, {
    access: OPEN,
    errors: ['NOT_FOUND'],
    summary: 'Schools ranked by published posts and their likes in the last 30 days',
    query: aroundQuerySchema,
    response: topSchoolPageSchema,
    message: 'Top schools',
    handler: ({ actor, query }) => around.topSchools(actor, query),
  });
  route(`GET ${COMMUNITY_PATHS.topUsers}`, {
    access: OPEN,
    errors: ['NOT_FOUND'],
    summary: 'Members ranked by published posts and their likes in the last 30 days (public profiles only)',
    query: aroundQuerySchema,
    response: topUserPageSchema,
    message: 'Top users',
    handler: ({ actor, query }) => around.topUsers(actor, query),
  });
  route(`GET ${COMMUNITY_PATHS.stats}`, {
    access: OPEN,
    errors: ['NOT_FOUND'],
    summary: 'Community totals: posts, schools, members and likes this month',
    query: statsQuerySchema,
    response: communityStatsSchema,
    message: 'Community stats',
    handler: ({ actor, query }) => around.stats(actor, query.customUrl),
  });
  for (const { path, collection, summary, message } of COLLECTIONS) {
    route(`GET ${path}`, {
      access: OPEN,
      errors: ['NOT_FOUND'],
      summary,
      query: aroundQuerySchema,
      response: aroundPostPageSchema,
      message,
      handler: ({ actor, query }) => around.postPage(actor, collection, query),
    });
  }
  route(`GET ${COMMUNITY_PATHS.schoolNews}`, {
    access: OPEN,
    errors: ['NOT_FOUND'],
    summary: "A school's events and awards posts",
    query: schoolListQuerySchema,
    response: aroundPostPageSchema,
    message: 'School news and events',
    handler: ({ actor, query }) => around.postPage(actor, 'schoolNews', query),
  });
  route(`GET ${COMMUNITY_PATHS.members}`, {
    access: OPEN,
    errors: ['NOT_FOUND'],
    summary: "A school's community members: admins, mentors (faculty) or members (students), public info only",
    params: memberListParamsSchema,
    query: schoolListQuerySchema,
    response: communityMemberPageSchema,
    message: 'Community members',
    handler: ({ actor, params, query }) => around.members(actor, params.list, query),
  });
}
