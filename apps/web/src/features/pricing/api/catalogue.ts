import { CATALOGUE_PATHS, catalogueProductDetailsSchema, catalogueProductListSchema } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';

/** GET /subscription/products/:productType: one product on sale with its plans, features and FAQ (open). */
export const catalogueProductQuery = (productType: string) =>
  queryOptions({
    queryKey: ['catalogue', 'product', productType.toUpperCase()],
    queryFn: () =>
      get(
        CATALOGUE_PATHS.product.replace(':productType', encodeURIComponent(productType)),
        catalogueProductDetailsSchema,
      ),
    staleTime: 5 * 60_000,
  });

export const useCatalogueProduct = (productType: string) => useQuery(catalogueProductQuery(productType));

/** GET /subscription/products: every product on sale with its plans (open). */
export const catalogueProductsQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'products'],
    queryFn: () => get(CATALOGUE_PATHS.products, catalogueProductListSchema),
    staleTime: 5 * 60_000,
  });

export const useCatalogueProducts = (enabled = true) => useQuery({ ...catalogueProductsQuery(), enabled });
