/** Composition root of an institute's students: the list and changes, and the bulk import. */
import type { AuthExports } from '../auth/auth.module';
import type { ConsentExports } from '../consent/consent.module';
import type { Infrastructure, Module } from '../module';
import type { SubscriptionExports } from '../subscription/subscription.module';
import { CandidateImporter } from './candidate.importer';
import { candidateRoutes } from './candidate.routes';
import { CandidateService } from './candidate.service';

export interface CandidateExports {
  students: CandidateService;
}

/**
 * What the students' module takes from others: a removed student's sessions end; minors' parents get consent links;
 * students are added and restored within the school's paid seats.
 */
export interface CandidateUses {
  auth: Pick<AuthExports, 'sessions'>;
  consent: Pick<ConsentExports, 'consents'>;
  subscription: Pick<SubscriptionExports, 'seats'>;
}

export function createCandidateModule(
  infra: Infrastructure,
  { auth, consent, subscription }: CandidateUses,
): Module<CandidateExports> {
  const { db, mailer, config, log } = infra;
  const { seats } = subscription;
  const students = new CandidateService(db, mailer, auth.sessions, config.publicUrl, consent.consents, seats);
  const importer = new CandidateImporter(db, mailer, config.publicUrl, log, consent.consents, seats);
  return {
    name: 'candidate',
    routes: (app) => candidateRoutes(app, { students, importer }),
    exports: { students },
  };
}
