/** Reporting a post, the school's review of reports, and the caller's posting restriction (issue 5 §2). */
import {
  ACCESS,
  COMMUNITY_PATHS,
  COMMUNITY_REPORT_MESSAGES,
  postIdParamsSchema,
  reportActionParamsSchema,
  reportedPostCountsSchema,
  reportedPostPageSchema,
  reportedPostSchema,
  reportedPostsQuerySchema,
  reportFiledSchema,
  reportPostBodySchema,
  restrictionSchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../../lib/define-route';
import type { App } from '../../../types';
import type { ReportService } from './report.service';
import type { RestrictionService } from './restriction.service';

export function reportRoutes(
  app: App,
  { reports, restrictions }: { reports: ReportService; restrictions: RestrictionService },
): void {
  const route = routeDefiner(app, { tags: ['community'] });

  route(`POST ${COMMUNITY_PATHS.report}`, {
    access: ACCESS.signedIn,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Report a post you can see (once; not your own)',
    params: postIdParamsSchema,
    body: reportPostBodySchema,
    response: reportFiledSchema,
    status: 201,
    message: COMMUNITY_REPORT_MESSAGES.reported,
    handler: ({ actor, params, body }) => reports.report(actor, params.postId, body),
  });
  // The review is the school's moderators' (its account, admins, approval committee): the service refuses others.
  route(`GET ${COMMUNITY_PATHS.reportedPosts}`, {
    access: ACCESS.signedInSameInstitute,
    errors: ['FORBIDDEN'],
    summary: "Reports on your school's posts (moderators), by status",
    query: reportedPostsQuerySchema,
    response: reportedPostPageSchema,
    message: 'Reported posts',
    handler: ({ actor, query }) => reports.list(actor, query),
  });
  route(`GET ${COMMUNITY_PATHS.reportedPostCounts}`, {
    access: ACCESS.signedInSameInstitute,
    errors: ['FORBIDDEN'],
    summary: "How many reports on your school's posts are open, ignored and removed (moderators)",
    response: reportedPostCountsSchema,
    message: 'Reported post counts',
    handler: ({ actor }) => reports.counts(actor),
  });
  route(`POST ${COMMUNITY_PATHS.reportedPostAction}`, {
    access: ACCESS.signedInSameInstitute,
    errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
    summary: 'Ignore a report or remove the post (once; closes every open report of the post)',
    params: reportActionParamsSchema,
    response: reportedPostSchema,
    message: (reviewed) =>
      reviewed.status === 'REMOVED' ? COMMUNITY_REPORT_MESSAGES.removed : COMMUNITY_REPORT_MESSAGES.ignored,
    handler: ({ actor, params }) => reports.act(actor, params.reportId, params.action),
  });
  route(`GET ${COMMUNITY_PATHS.restriction}`, {
    access: ACCESS.signedIn,
    errors: [],
    summary: 'Whether your posting and commenting are restricted, and until when',
    response: restrictionSchema,
    message: 'Restriction',
    handler: ({ actor }) => restrictions.of(actor.id),
  });
}
