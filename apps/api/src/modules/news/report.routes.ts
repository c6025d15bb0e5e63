/** Reporting abuse (any signed-in reader) and the school's review list (school account and admins). */
import {
  articleReportSchema,
  envelope,
  NEWS_PATHS,
  pageOf,
  pageQuerySchema,
  REPORT_STATUSES,
  ROLE_SETS,
  reportAbuseBodySchema,
  reportActionBodySchema,
} from '@noticeboard/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { actorOf, rolesIn, signedIn } from '../../plugins/auth';
import type { App } from '../../types';
import { NEWS_TAGS } from './feed.routes';
import type { ReportService } from './report.service';

const reportListQuerySchema = pageQuerySchema.extend({ status: z.enum(REPORT_STATUSES).optional() });
const reportIdParamsSchema = z.object({ id: z.uuid() });

export function reportRoutes(app: App, { reports }: { reports: ReportService }): void {
  const tags = NEWS_TAGS;
  const reviewers = rolesIn(ROLE_SETS.instituteOrAdmin);

  app.post(
    NEWS_PATHS.reportAbuse,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Report an article (once); you will not see it again',
        body: reportAbuseBodySchema,
        response: { 201: envelope(z.object({ id: z.uuid(), articleId: z.uuid() })) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return ok('Thank you, the article was reported', await reports.report(actorOf(request), request.body), 201);
    },
  );

  app.get(
    NEWS_PATHS.reports,
    {
      preHandler: reviewers,
      schema: {
        tags,
        summary: "Your school's reports on articles",
        querystring: reportListQuerySchema,
        response: { 200: envelope(pageOf(articleReportSchema)) },
      },
    },
    async (request) => ok('Reports', await reports.list(actorOf(request), request.query)),
  );

  app.post(
    `${NEWS_PATHS.reports}/:id`,
    {
      preHandler: reviewers,
      schema: {
        tags,
        summary: 'Dismiss a report, or uphold it and hide the article from the school',
        params: reportIdParamsSchema,
        body: reportActionBodySchema,
        response: { 200: envelope(articleReportSchema) },
      },
    },
    async (request) => {
      const report = await reports.act(actorOf(request), request.params.id, request.body.action);
      return ok(report.status === 'UPHELD' ? 'Article hidden from your school' : 'Report dismissed', report);
    },
  );
}
