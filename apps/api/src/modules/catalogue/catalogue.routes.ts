/** The catalogue for the pricing pages (spec §7 "queries and products"): open, since `/subscription/{productType}` is. */
import {
  ACCESS,
  CATALOGUE_PATHS,
  catalogueProductDetailsSchema,
  catalogueProductListSchema,
  productTypeParamsSchema,
} from '@noticeboard/shared';
import type { FastifyReply } from 'fastify';
import { routeDefiner } from '../../lib/define-route';
import type { App } from '../../types';
import type { CatalogueService } from './catalogue.service';

/** The same for everyone and changed only by a restart with a new file: a few minutes in any cache. */
function cacheForMinutes(reply: FastifyReply): void {
  reply.header('cache-control', 'public, max-age=300');
}

export function catalogueRoutes(app: App, { catalogue }: { catalogue: CatalogueService }): void {
  const route = routeDefiner(app, { tags: ['subscription'] });
  const access = ACCESS.open('the plans and prices are public (spec §2 /subscription/{productType} is open)');

  route(`GET ${CATALOGUE_PATHS.products}`, {
    access,
    errors: [],
    summary: 'The products on sale with their plans, prices in paise and GST as shown',
    response: catalogueProductListSchema,
    message: 'Products',
    handler: async ({ reply }) => {
      const products = await catalogue.products();
      cacheForMinutes(reply);
      return products;
    },
  });
  route(`GET ${CATALOGUE_PATHS.product}`, {
    access,
    errors: ['NOT_FOUND'],
    summary: 'One product on sale (its type in any case) with plans, features, FAQ and the trial length',
    params: productTypeParamsSchema,
    response: catalogueProductDetailsSchema,
    message: 'Product',
    handler: async ({ params, reply }) => {
      const product = await catalogue.product(params.productType);
      cacheForMinutes(reply);
      return product;
    },
  });
}
