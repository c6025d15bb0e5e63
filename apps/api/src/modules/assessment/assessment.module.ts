/**
 * Composition root of assignments and assessments (issue 18): authoring and publishing (with schedules), the
 * student's attempt, grading and analytics, and face verification. Each part has its own service, repository and
 * routes; the parts share the tables (db/schema/assessment.ts), the policy and the contract's words.
 */

import type { Job } from '../../lib/jobs';
import type { App } from '../../types';
import type { Infrastructure, Module } from '../module';
import type { NotificationService } from '../notification/notification.service';
import { AnalyticsService } from './analytics.service';
import { AssessmentHomeService } from './assessment-home.service';
import { assessmentScheduleJobs } from './assessment-schedule.job';
import { attemptJobs } from './attempt.job';
import { attemptRoutes } from './attempt.routes';
import { AttemptService } from './attempt.service';
import { authoringRoutes } from './authoring.routes';
import { AuthoringService } from './authoring.service';
import { faceJobs } from './face/face.job';
import { faceRoutes } from './face/face.routes';
import { FaceService } from './face/face.service';
import { FaceAnalyser } from './face/face-analyser';
import { gradingRoutes } from './grading.routes';
import { GradingService } from './grading.service';

export interface AssessmentUses {
  notifications: NotificationService;
}

/** What other modules read: the home page's counts; authoring, for an assessment made from a newsletter. */
export interface AssessmentExports {
  home: AssessmentHomeService;
  authoring: AuthoringService;
}

export function createAssessmentModule(
  infra: Infrastructure,
  { notifications }: AssessmentUses,
): Module<AssessmentExports> {
  const { config, db, storage, clock, log } = infra;
  // One worker per process analyses face pictures (models loaded on the first picture, dropped when idle).
  const analyser = new FaceAnalyser();
  const faces = new FaceService(db, storage, clock, analyser, config.face, notifications, log);

  const attempts = new AttemptService(db, storage, clock, notifications);

  const routes: Array<(app: App) => void> = [(app) => faceRoutes(app, { faces, storage })];
  const jobs: Job[] = [...faceJobs(faces)];
  const authoring = new AuthoringService(db, clock, notifications);
  routes.push((app) => authoringRoutes(app, { authoring }));
  jobs.push(...assessmentScheduleJobs(infra, authoring));
  routes.push((app) => attemptRoutes(app, { attempts }));
  jobs.push(...attemptJobs(infra, attempts));
  const grading = new GradingService({ db, clock, mailer: infra.mailer, notifications, log, storage });
  routes.push((app) => gradingRoutes(app, { grading, analytics: new AnalyticsService(db, clock) }));

  return {
    name: 'assessment',
    routes: (app) => {
      for (const register of routes) register(app);
    },
    jobs,
    close: () => analyser.close(),
    exports: { home: new AssessmentHomeService(db, attempts), authoring },
  };
}
