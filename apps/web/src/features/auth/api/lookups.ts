import { availabilitySchema } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../lib/http';

/**
 * Only public addresses are looked up as the person types. The spec's GET /user/lookup/email stays on the API, but the
 * sign-up forms never call it: whether an email is registered is not shown before its code is verified.
 */
export type LookupField = 'customUrl';

/** GET /user/lookup/customUrl?customUrl=: is this profile or school address still free? */
export const lookupQuery = (field: LookupField, value: string) =>
  queryOptions({
    queryKey: ['user', 'lookup', field, value],
    queryFn: () => get(`/user/lookup/${field}${query({ [field]: value })}`, availabilitySchema),
    staleTime: 60_000,
  });

export function useLookup(field: LookupField, value: string, enabled: boolean) {
  return useQuery({ ...lookupQuery(field, value), enabled });
}
