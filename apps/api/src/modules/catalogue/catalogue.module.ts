/**
 * Composition root of the catalogue: the file read and checked when the app is built (a bad file stops the start),
 * the tables synced from it before the app serves, the open routes of the pricing pages, and for the order service
 * the plan on sale and its list price.
 */
import type { Infrastructure, Module } from '../module';
import { readCatalogueFile, SHIPPED_CATALOGUE_FILE } from './catalogue.file';
import { catalogueRoutes } from './catalogue.routes';
import { CatalogueService } from './catalogue.service';

export interface CatalogueExports {
  catalogue: CatalogueService;
}

export function createCatalogueModule({ db, config, log }: Infrastructure): Module<CatalogueExports> {
  const filePath = config.catalogueFile ?? SHIPPED_CATALOGUE_FILE;
  const catalogue = new CatalogueService(db, readCatalogueFile(filePath), {
    trialDays: config.subscription.trialDays,
    graceDays: config.subscription.graceDays,
  });
  return {
    name: 'catalogue',
    routes: (app) => catalogueRoutes(app, { catalogue }),
    start: async () => {
      const counts = await catalogue.sync();
      log.debug({ file: filePath, ...counts }, 'catalogue synced');
    },
    exports: { catalogue },
  };
}
