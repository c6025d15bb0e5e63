import { type TaxDetailsBody, taxDetailsOrNullSchema, taxDetailsSchema } from '@noticeboard/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, put } from '../../../lib/http';

const taxKey = ['institute', 'tax'] as const;

/** GET /institute/tax: null until the school enters its details. */
export const taxDetailsQuery = () =>
  queryOptions({ queryKey: taxKey, queryFn: () => get('/institute/tax', taxDetailsOrNullSchema) });

export const useTaxDetails = () => useQuery(taxDetailsQuery());

/** PUT /institute/tax */
export const saveTaxDetails = (body: TaxDetailsBody) => put('/institute/tax', body, taxDetailsSchema);

export function useSaveTaxDetails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveTaxDetails,
    onSuccess: (saved) => client.setQueryData(taxKey, saved),
  });
}
