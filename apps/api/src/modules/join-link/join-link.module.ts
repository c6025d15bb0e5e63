/**
 * Composition root of class join links: accounts are made through the students' and members' own services; settled
 * requests are deleted after 30 days (join-link.job.ts).
 */
import type { AcademicExports } from '../academic/academic.module';
import type { CandidateExports } from '../candidate/candidate.module';
import type { InstituteExports } from '../institute/institute.module';
import type { Infrastructure, Module } from '../module';
import { joinLinkJobs } from './join-link.job';
import { joinLinkRoutes } from './join-link.routes';
import { JoinLinkService } from './join-link.service';

export interface JoinLinkUses {
  candidate: Pick<CandidateExports, 'students'>;
  institute: Pick<InstituteExports, 'institutes'>;
  academic: Pick<AcademicExports, 'academic'>;
}

export function createJoinLinkModule(
  { db, mailer, clock, config, rateLimits }: Infrastructure,
  { candidate, institute, academic }: JoinLinkUses,
): Module {
  const links = new JoinLinkService(db, mailer, clock, config.publicUrl, {
    students: candidate.students,
    institutes: institute.institutes,
    academic: academic.academic,
  });
  return {
    name: 'join-link',
    routes: (app) => joinLinkRoutes(app, { links, limits: rateLimits }),
    jobs: joinLinkJobs(db, clock),
    exports: {},
  };
}
