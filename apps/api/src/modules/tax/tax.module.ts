/** Composition root of a school's tax details. */
import type { Infrastructure, Module } from '../module';
import { taxRoutes } from './tax.routes';
import { TaxService } from './tax.service';

export function createTaxModule({ db }: Infrastructure): Module {
  const tax = new TaxService(db);
  return { name: 'tax', routes: (app) => taxRoutes(app, { tax }), exports: {} };
}
