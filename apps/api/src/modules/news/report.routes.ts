/** Reporting abuse (any signed-in reader) and the school's review list (school account and admins). */
import {
  ACCESS,
  articleReportedSchema,
  articleReportIdParamsSchema,
  articleReportListQuerySchema,
  articleReportPageSchema,
  articleReportSchema,
  NEWS_PATHS,
  ROLE_SETS,
  reportAbuseBodySchema,
  reportActionBodySchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { ArticleReportService } from './article-report.service';
import { NEWS_TAGS } from './news-access';

export function reportRoutes(app: App, { reports }: { reports: ArticleReportService }): void {
  const route = routeDefiner(app, { tags: NEWS_TAGS });
  // Reports are read and closed within the reviewer's own school (report.policy.ts).
  const reviewers = ACCESS.roles(ROLE_SETS.instituteOrAdmin, { sameInstitute: true });

  route(`POST ${NEWS_PATHS.reportAbuse}`, {
    access: ACCESS.signedIn,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Report an article (once); you will not see it again',
    body: reportAbuseBodySchema,
    response: articleReportedSchema,
    status: 201,
    message: 'Thank you, the article was reported',
    handler: ({ actor, body }) => reports.report(actor, body),
  });
  route(`GET ${NEWS_PATHS.reports}`, {
    access: reviewers,
    errors: [],
    summary: "Your school's reports on articles",
    query: articleReportListQuerySchema,
    response: articleReportPageSchema,
    message: 'Reports',
    handler: ({ actor, query }) => reports.list(actor, query),
  });
  route(`POST ${NEWS_PATHS.reports}/:id`, {
    access: reviewers,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Dismiss a report, or uphold it and hide the article from the school',
    params: articleReportIdParamsSchema,
    body: reportActionBodySchema,
    response: articleReportSchema,
    message: (report) => (report.status === 'UPHELD' ? 'Article hidden from your school' : 'Report dismissed'),
    handler: ({ actor, params, body }) => reports.act(actor, params.id, body.action),
  });
}
