/**
 * Personal data rights (issue 20): erasure after the deletion countdown and "Download my data", both walking the
 * catalogue of where a person's data lives (`personal-data.catalogue.ts`).
 */
import type { Infrastructure, Module } from '../module';
import { DataExportService } from './data-export.service';
import { ErasureService } from './erasure.service';
import { personalDataJobs } from './personal-data.job';
import { personalDataRoutes } from './personal-data.routes';

export interface PersonalDataExports {
  erasure: ErasureService;
  exports: DataExportService;
}

/** How often the erasure job looks for deletions whose countdown has run out. */
const ERASURE_EVERY_MS = 15_000;

export function createPersonalDataModule({
  db,
  storage,
  mailer,
  clock,
  bus,
  log,
  config,
}: Infrastructure): Module<PersonalDataExports> {
  const erasure = new ErasureService(db, storage, clock, bus, log);
  const exports = new DataExportService(db, storage, mailer, clock, log, { publicUrl: config.publicUrl });
  return {
    name: 'personal-data',
    routes: (app) => personalDataRoutes(app, { exports, storage }),
    jobs: personalDataJobs(erasure, exports, ERASURE_EVERY_MS),
    close: () => exports.close(),
    exports: { erasure, exports },
  };
}
