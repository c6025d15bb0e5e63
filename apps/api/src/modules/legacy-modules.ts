/**
 * TRANSITION (issue 14): route modules not yet built by their own composition root, wrapped as modules over the
 * old `RouteDeps` bag. Each module's `<name>.module.ts` replaces its lines here; the file goes when it is empty.
 */

import { backgroundJobs } from '../jobs';
import type { App } from '../types';
import type { AuthExports } from './auth/auth.module';
import type { InstituteExports } from './institute/institute.module';
import type { Infrastructure, Module } from './module';
import type { RouteDeps, Services } from './route-deps';
import { ROUTE_MODULES } from './routes';

/**
 * The legacy bag's services, taken from the modules that build them (nothing is built twice); routes not yet
 * converted (team, committee, candidate) read them from the bag.
 */
export function legacyServices(built: { auth: AuthExports; institute: InstituteExports }): Services {
  return { sessions: built.auth.sessions, institutes: built.institute.institutes };
}

export function legacyModules(infra: Infrastructure, services: Services): Array<Module<object>> {
  const { config } = infra;
  const deps: RouteDeps = {
    config,
    db: infra.db,
    mailer: infra.mailer,
    storage: infra.storage,
    services,
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
