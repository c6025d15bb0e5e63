/** Tax details (institute-only) and the GST state look-up from the bundled table. */
import {
  envelope,
  gstLookupQuerySchema,
  gstLookupSchema,
  ROLE_SETS,
  taxDetailsBodySchema,
  taxDetailsOrNullSchema,
  taxDetailsSchema,
} from '@noticeboard/shared';
import { ok } from '../../lib/reply';
import { actorOf, rolesIn } from '../../plugins/auth';
import type { App } from '../../types';
import type { RouteDeps } from '../route-deps';
import { lookupGstState, TaxService } from './tax.service';

export function taxRoutes(app: App, { db }: RouteDeps): void {
  const tags = ['tax'];
  const institute = rolesIn(ROLE_SETS.instituteOnly);
  const tax = new TaxService(db);

  app.get(
    '/institute/tax',
    {
      preHandler: institute,
      schema: {
        tags,
        summary: "The school's tax details (null when none)",
        response: { 200: envelope(taxDetailsOrNullSchema) },
      },
    },
    async (request) => ok('Tax details', await tax.get(actorOf(request))),
  );

  app.put(
    '/institute/tax',
    {
      preHandler: institute,
      schema: {
        tags,
        summary: "Save the school's tax details",
        body: taxDetailsBodySchema,
        response: { 200: envelope(taxDetailsSchema) },
      },
    },
    async (request) => ok('Tax details saved', await tax.save(actorOf(request), request.body)),
  );

  app.get(
    '/institute/tax/gst-state',
    {
      preHandler: institute,
      schema: {
        tags,
        summary: 'The state a GSTIN or GST state code belongs to',
        querystring: gstLookupQuerySchema,
        response: { 200: envelope(gstLookupSchema) },
      },
    },
    async (request) => ok('GST state', lookupGstState(request.query.code)),
  );
}
