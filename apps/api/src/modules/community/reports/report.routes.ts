/**
 * Reports, reviews, appeals, restrictions, post history and spam review (issue 5 §2), under /api.
 * The one route function registered in ROUTE_MODULES; the sub-resources register from their own files.
 */
import {
  COMMUNITY_PATHS,
  COMMUNITY_REPORT_MESSAGES,
  envelope,
  pageOf,
  postIdParamsSchema,
  reportActionParamsSchema,
  reportedPostSchema,
  reportedPostsQuerySchema,
  reportFiledSchema,
  reportPostBodySchema,
  restrictionSchema,
} from '@noticeboard/shared';
import { ok } from '../../../lib/reply';
import { actorOf, signedIn } from '../../../plugins/auth';
import type { App } from '../../../types';
import type { RouteDeps } from '../../route-deps';
import { emitPostChanged } from '../community-events';
import { appealRoutes } from './appeal.routes';
import { AppealService } from './appeal.service';
import { historyRoutes } from './history.routes';
import { HistoryService } from './history.service';
import { ReportService } from './report.service';
import { restrictionOf } from './restriction.service';
import { spamRoutes } from './spam.routes';
import { SpamService } from './spam.service';

export const COMMUNITY_TAGS = ['community'];

export function communityReportRoutes(app: App, { db, mailer, config, bus }: RouteDeps): void {
  const reports = new ReportService(db, mailer);
  const tags = COMMUNITY_TAGS;

  app.post(
    COMMUNITY_PATHS.report,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Report a post you can see (once; not your own)',
        params: postIdParamsSchema,
        body: reportPostBodySchema,
        response: { 201: envelope(reportFiledSchema) },
      },
    },
    async (request, reply) => {
      const filed = await reports.report(actorOf(request), request.params.postId, request.body);
      reply.status(201);
      return ok(COMMUNITY_REPORT_MESSAGES.reported, filed, 201);
    },
  );

  app.get(
    COMMUNITY_PATHS.reportedPosts,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Reports on your school's posts (moderators), by status",
        querystring: reportedPostsQuerySchema,
        response: { 200: envelope(pageOf(reportedPostSchema)) },
      },
    },
    async (request) => ok('Reported posts', await reports.list(actorOf(request), request.query)),
  );

  app.post(
    COMMUNITY_PATHS.reportedPostAction,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Ignore a report or remove the post (once; closes every open report of the post)',
        params: reportActionParamsSchema,
        response: { 200: envelope(reportedPostSchema) },
      },
    },
    async (request) => {
      const { reportId, action } = request.params;
      const reviewed = await reports.act(actorOf(request), reportId, action);
      if (action === 'remove') emitPostChanged(bus, reviewed.post.id);
      return ok(action === 'remove' ? COMMUNITY_REPORT_MESSAGES.removed : COMMUNITY_REPORT_MESSAGES.ignored, reviewed);
    },
  );

  app.get(
    COMMUNITY_PATHS.restriction,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Whether your posting and commenting are restricted, and until when',
        response: { 200: envelope(restrictionSchema) },
      },
    },
    async (request) => ok('Restriction', await restrictionOf(db, actorOf(request).id)),
  );

  appealRoutes(app, new AppealService(db, mailer, config.publicUrl));
  historyRoutes(app, new HistoryService(db));
  spamRoutes(app, new SpamService(db));
}
