/** Composition root of institutes: public profiles and the school account's member management. */
import type { AuthExports } from '../auth/auth.module';
import type { Infrastructure, Module } from '../module';
import type { SubscriptionExports } from '../subscription/subscription.module';
import { instituteRoutes } from './institute.routes';
import { InstituteService } from './institute.service';
import { memberVerifyRoutes } from './member-verify.routes';
import { MemberVerifyService } from './member-verify.service';

export interface InstituteExports {
  /** Member management; the team module adds and removes staff through it. */
  institutes: InstituteService;
}

export function createInstituteModule(
  { db, mailer, config, rateLimits }: Infrastructure,
  { auth, subscription }: { auth: AuthExports; subscription: Pick<SubscriptionExports, 'seats'> },
): Module<InstituteExports> {
  const institutes = new InstituteService(db, mailer, auth.sessions, config.publicUrl, subscription.seats);
  const verify = new MemberVerifyService(db);
  return {
    name: 'institute',
    routes: (app) => {
      instituteRoutes(app, { institutes });
      memberVerifyRoutes(app, { verify, limits: rateLimits });
    },
    exports: { institutes },
  };
}
