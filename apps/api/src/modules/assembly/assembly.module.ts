/**
 * Composition root of the morning assembly (issue 19 §1, §2): settings and bulletins, birthdays and wishes, and the
 * background work that makes and voices the bulletins. Wishes are refused by the community's writing rule.
 */

import { writingCheckOn } from '../community/post-rules';
import type { Infrastructure, Module } from '../module';
import { assemblyJobs } from './assembly.job';
import { assemblyRoutes } from './assembly.routes';
import { AssemblyService } from './assembly.service';
import { BirthdayService } from './birthday.service';

export function createAssemblyModule(infra: Infrastructure): Module {
  const { db, clock, storage } = infra;
  const assembly = new AssemblyService(db, clock, storage);
  const birthdays = new BirthdayService(db, clock, writingCheckOn(clock));
  return {
    name: 'assembly',
    routes: (app) => assemblyRoutes(app, { assembly, birthdays }),
    jobs: assemblyJobs(infra),
    exports: {},
  };
}
