/** Composition root of school verification: the school's request routes; the operator command builds its own service. */
import type { Infrastructure, Module } from '../module';
import { schoolVerificationRoutes } from './school-verification.routes';
import { SchoolVerificationService } from './school-verification.service';

export interface SchoolVerificationExports {
  verification: SchoolVerificationService;
}

export function createSchoolVerificationModule({ db, clock }: Infrastructure): Module<SchoolVerificationExports> {
  const verification = new SchoolVerificationService(db, clock);
  return {
    name: 'school-verification',
    routes: (app) => schoolVerificationRoutes(app, { verification }),
    exports: { verification },
  };
}
