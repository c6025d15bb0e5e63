/**
 * TRANSITION (issue 14): route modules not yet built by their own composition root, wrapped as modules over the
 * old `RouteDeps` bag. Each module's `<name>.module.ts` replaces its lines here; the file goes when it is empty.
 */

import { backgroundJobs } from '../jobs';
import type { App } from '../types';
import type { Infrastructure, Module } from './module';
import type { RouteDeps } from './route-deps';
import { ROUTE_MODULES } from './routes';

export function legacyModules(infra: Infrastructure): Array<Module<object>> {
  const { config } = infra;
  const deps: RouteDeps = {
    config,
    db: infra.db,
    mailer: infra.mailer,
    storage: infra.storage,
    bus: infra.bus,
    limits: infra.rateLimits,
  };
  return [
    {
      name: 'legacy',
      routes: (app: App) => {
        for (const routes of ROUTE_MODULES) routes(app, deps);
      },
      jobs: backgroundJobs({ config, db: infra.db, storage: infra.storage, log: infra.log }),
      exports: {},
    },
  ];
}
