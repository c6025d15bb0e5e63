/** Composition root of institutes: public profiles and the school account's member management. */
import type { AuthExports } from '../auth/auth.module';
import type { Infrastructure, Module } from '../module';
import { instituteRoutes } from './institute.routes';
import { InstituteService } from './institute.service';

export interface InstituteExports {
  /** Member management; the team module adds and removes staff through it. */
  institutes: InstituteService;
}

export function createInstituteModule(
  { db, mailer, config }: Infrastructure,
  { auth }: { auth: AuthExports },
): Module<InstituteExports> {
  const institutes = new InstituteService(db, mailer, auth.sessions, config.publicUrl);
  return { name: 'institute', routes: (app) => instituteRoutes(app, { institutes }), exports: { institutes } };
}
