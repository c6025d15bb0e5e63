/** Composition root of account deletion (issue 20 §2): the countdown's request, status and cancel. */
import type { AuthExports } from '../auth/auth.module';
import type { Infrastructure, Module } from '../module';
import { deletionRoutes } from './deletion.routes';
import { DeletionService } from './deletion.service';

export interface DeletionExports {
  deletions: DeletionService;
}

export function createDeletionModule(
  { db, bus, clock, config, rateLimits }: Infrastructure,
  { auth }: { auth: Pick<AuthExports, 'passwordCheck'> },
): Module<DeletionExports> {
  const deletions = new DeletionService(db, bus, clock, config.accountDeletionDelaySeconds, auth.passwordCheck);
  return {
    name: 'deletion',
    routes: (app) => deletionRoutes(app, { deletions, limits: rateLimits }),
    exports: { deletions },
  };
}
