/** Composition root of analytics: the school's and one's own views, the CSV per chart, the rollup jobs. */
import type { Infrastructure, Module } from '../module';
import { analyticsJobs } from './analytics.job';
import { analyticsRoutes } from './analytics.routes';
import { SchoolAnalyticsService } from './analytics.service';

export interface AnalyticsExports {
  analytics: SchoolAnalyticsService;
}

export function createAnalyticsModule({ db, clock }: Infrastructure): Module<AnalyticsExports> {
  const analytics = new SchoolAnalyticsService(db, clock);
  return {
    name: 'analytics',
    routes: (app) => analyticsRoutes(app, { analytics }),
    jobs: analyticsJobs(db, clock, () => analytics.forgetAll()),
    exports: { analytics },
  };
}
