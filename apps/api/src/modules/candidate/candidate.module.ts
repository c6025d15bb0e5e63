/** Composition root of an institute's students: the list and changes, and the bulk import. */
import type { AuthExports } from '../auth/auth.module';
import { ConsentService } from '../consent/consent.service';
import type { Infrastructure, Module } from '../module';
import { CandidateImporter } from './candidate.importer';
import { candidateRoutes } from './candidate.routes';
import { CandidateService } from './candidate.service';

export interface CandidateExports {
  students: CandidateService;
}

/** What the students' module takes from others: a removed student's sessions end. */
export interface CandidateUses {
  auth: Pick<AuthExports, 'sessions'>;
}

export function createCandidateModule(infra: Infrastructure, { auth }: CandidateUses): Module<CandidateExports> {
  const { db, mailer, config, log } = infra;
  // TODO(issue 14): take the ConsentService from `uses: { consent }` once consent/consent.module.ts exports it.
  const consents = new ConsentService(db, mailer, config.publicUrl);
  const students = new CandidateService(db, mailer, auth.sessions, config.publicUrl, consents);
  const importer = new CandidateImporter(db, mailer, config.publicUrl, log, consents);
  return {
    name: 'candidate',
    routes: (app) => candidateRoutes(app, { students, importer }),
    exports: { students },
  };
}
