/** Tax details (institute-only) and the GST state look-up from the bundled table. */
import {
  ACCESS,
  gstLookupQuerySchema,
  gstLookupSchema,
  ROLE_SETS,
  taxDetailsBodySchema,
  taxDetailsOrNullSchema,
  taxDetailsSchema,
} from '@noticeboard/shared';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import { lookupGstState, type TaxService } from './tax.service';

export function taxRoutes(app: App, { tax }: { tax: TaxService }): void {
  const route = routeDefiner(app, { tags: ['tax'] });
  const school = ACCESS.roles(ROLE_SETS.instituteOnly, { sameInstitute: true });

  route('GET /institute/tax', {
    access: school,
    errors: [],
    summary: "The school's tax details (null when none)",
    response: taxDetailsOrNullSchema,
    message: 'Tax details',
    handler: ({ actor }) => tax.get(actor),
  });

  route('PUT /institute/tax', {
    access: school,
    errors: ['NOT_FOUND'],
    summary: "Save the school's tax details",
    body: taxDetailsBodySchema,
    response: taxDetailsSchema,
    message: 'Tax details saved',
    handler: ({ actor, body }) => tax.save(actor, body),
  });

  route('GET /institute/tax/gst-state', {
    access: ACCESS.roles(ROLE_SETS.instituteOnly),
    errors: ['NOT_FOUND'],
    summary: 'The state a GSTIN or GST state code belongs to',
    query: gstLookupQuerySchema,
    response: gstLookupSchema,
    message: 'GST state',
    handler: ({ query }) => lookupGstState(query.code),
  });
}
