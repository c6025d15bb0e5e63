/** Composition root of account deletion (issue 20 §2): the countdown's request, status and cancel. */
import type { Infrastructure, Module } from '../module';
import { deletionRoutes } from './deletion.routes';
import { DeletionService } from './deletion.service';

export interface DeletionExports {
  deletions: DeletionService;
}

export function createDeletionModule({ db, bus, clock, config, rateLimits }: Infrastructure): Module<DeletionExports> {
  const deletions = new DeletionService(db, bus, clock, config.accountDeletionDelaySeconds);
  return {
    name: 'deletion',
    routes: (app) => deletionRoutes(app, { deletions, limits: rateLimits }),
    exports: { deletions },
  };
}
