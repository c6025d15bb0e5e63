import { regionListSchema } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';

const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: 30 * 60_000 };

/** GET /backend/region/countries */
export const countriesQuery = () =>
  queryOptions({
    queryKey: ['region', 'countries'],
    queryFn: () => get('/backend/region/countries', regionListSchema),
    ...forever,
  });

/** GET /backend/region/states/:countryCode */
export const statesQuery = (countryCode: string) =>
  queryOptions({
    queryKey: ['region', 'states', countryCode],
    queryFn: () => get(`/backend/region/states/${encodeURIComponent(countryCode)}`, regionListSchema),
    ...forever,
  });

/** GET /backend/region/cities/:stateId */
export const citiesQuery = (stateId: string) =>
  queryOptions({
    queryKey: ['region', 'cities', stateId],
    queryFn: () => get(`/backend/region/cities/${encodeURIComponent(stateId)}`, regionListSchema),
    ...forever,
  });

export const useCountries = () => useQuery(countriesQuery());
export const useStates = (countryCode: string) => useQuery({ ...statesQuery(countryCode), enabled: !!countryCode });
export const useCities = (stateId: string) => useQuery({ ...citiesQuery(stateId), enabled: !!stateId });
