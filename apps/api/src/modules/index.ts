/**
 * The composition of every module: each module's factory is called once, in dependency order, with the shared
 * infrastructure and the exports of the modules it uses. buildApp registers the routes; server.ts starts the jobs.
 */
import type { Job } from '../lib/jobs';
import type { App } from '../types';
import { createAcademicModule } from './academic/academic.module';
import { createCategoryModule } from './category/category.module';
import { legacyModules } from './legacy-modules';
import type { Infrastructure, Module } from './module';

export interface AssembledModules {
  modules: ReadonlyArray<Module<object>>;
  /** Registers every module's routes (called inside the /api prefix). */
  routes(app: App): void;
  jobs: Job[];
}

export function assembleModules(infra: Infrastructure): AssembledModules {
  const category = createCategoryModule(infra);
  const academic = createAcademicModule(infra);
  const modules: Array<Module<object>> = [...legacyModules(infra), category, academic];
  return {
    modules,
    routes: (app) => {
      for (const module of modules) module.routes(app);
    },
    jobs: modules.flatMap((module) => module.jobs ?? []),
  };
}
