/**
 * `/analytics`: a school's staff read their school's headline numbers and charts over a spec §9 range, and each
 * chart as CSV; anyone signed in reads their own reading and quiz history at `/analytics/me`.
 */
import {
  ACCESS,
  ANALYTICS_PATHS,
  analyticsChartParamsSchema,
  analyticsRangeQuerySchema,
  analyticsViewSchema,
  ROLE_SETS,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { SchoolAnalyticsService } from './analytics.service';

export function analyticsRoutes(app: App, { analytics }: { analytics: SchoolAnalyticsService }): void {
  const route = routeDefiner(app, { tags: ['analytics'] });
  const staff = ACCESS.roles(ROLE_SETS.instituteFacultyAdmin, { sameInstitute: true });
  route(`GET ${ANALYTICS_PATHS.school}`, {
    access: staff,
    errors: [],
    summary: 'The school’s reading, quizzes, MCQ practice, community, question bank and assessments over a range',
    query: analyticsRangeQuerySchema,
    response: analyticsViewSchema,
    message: 'School analytics',
    handler: ({ actor, query }) => analytics.school(actor, query),
  });
  route(`GET ${ANALYTICS_PATHS.me}`, {
    access: ACCESS.signedIn,
    errors: [],
    summary: 'One’s own reading, daily quiz and MCQ practice over a range',
    query: analyticsRangeQuerySchema,
    response: analyticsViewSchema,
    message: 'Your analytics',
    handler: ({ actor, query }) => analytics.own(actor, query),
  });
  route(`GET ${ANALYTICS_PATHS.csv}`, {
    access: staff,
    errors: ['NOT_FOUND'],
    summary: 'One chart of the school’s analytics as a CSV file',
    params: analyticsChartParamsSchema,
    query: analyticsRangeQuerySchema,
    raw: {},
    handler: async ({ actor, params, query, reply }) => {
      const { filename, csv } = await analytics.csv(actor, params.chart, query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
}
