import { availabilitySchema } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../lib/http';

export type LookupField = 'email' | 'customUrl';

/** GET /user/lookup/email?email= and /user/lookup/customUrl?customUrl=: is this value still free? */
export const lookupQuery = (field: LookupField, value: string) =>
  queryOptions({
    queryKey: ['user', 'lookup', field, value],
    queryFn: () => get(`/user/lookup/${field}${query({ [field]: value })}`, availabilitySchema),
    staleTime: 60_000,
  });

export function useLookup(field: LookupField, value: string, enabled: boolean) {
  return useQuery({ ...lookupQuery(field, value), enabled });
}
