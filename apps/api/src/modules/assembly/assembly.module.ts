/**
 * Composition root of the morning assembly (issue 19 §1, §2): settings and bulletins, birthdays and wishes, and the
 * background work that makes and voices the bulletins. Wishes are refused by the community's writing rule.
 */

import { writingCheckOn } from '../community/post-rules';
import { CONSENT_CHANGED } from '../consent/consent-events';
import type { Infrastructure, Module } from '../module';
import type { NotificationService } from '../notification/notification.service';
import { ASSEMBLY_CHANGED, assemblyJobs } from './assembly.job';
import { assemblyRoutes } from './assembly.routes';
import { AssemblyService } from './assembly.service';
import { BirthdayService } from './birthday.service';

export interface AssemblyUses {
  notifications: NotificationService;
}

export function createAssemblyModule(infra: Infrastructure, { notifications }: AssemblyUses): Module {
  const { db, clock, storage, bus } = infra;
  const assembly = new AssemblyService(db, clock, storage, (instituteId) => bus.emit(ASSEMBLY_CHANGED, instituteId));
  // Shared readings of a school's bulletins are dropped in every process when they change, or a child's consent does.
  bus.on(ASSEMBLY_CHANGED, (instituteId) => assembly.forget(instituteId));
  bus.on(CONSENT_CHANGED, () => assembly.forget(null));
  const birthdays = new BirthdayService(db, clock, writingCheckOn(clock), notifications);
  return {
    name: 'assembly',
    routes: (app) => assemblyRoutes(app, { assembly, birthdays }),
    jobs: assemblyJobs(infra),
    exports: {},
  };
}
