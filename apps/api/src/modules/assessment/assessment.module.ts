/**
 * Composition root of assignments and assessments (issue 18): authoring and publishing (with schedules), the
 * student's attempt, grading and analytics, and face verification. Each part has its own service, repository and
 * routes; the parts share the tables (db/schema/assessment.ts), the policy and the contract's words.
 */

import type { Infrastructure, Module } from '../module';
import type { NotificationService } from '../notification/notification.service';

export interface AssessmentUses {
  notifications: NotificationService;
}

/** The parts add what other modules (home) read. */
export type AssessmentExports = Record<never, never>;

export function createAssessmentModule(_infra: Infrastructure, _uses: AssessmentUses): Module<AssessmentExports> {
  return {
    name: 'assessment',
    routes: (_app) => {},
    jobs: [],
    exports: {},
  };
}
