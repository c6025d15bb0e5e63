/** The home page's call: the day's counts. */
import { HOME_PATHS, homeSummarySchema, type UserDetails } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';

export const HOME_KEY = ['home'] as const;
const viewerKey = (user: UserDetails) => user.customUrl;

export const homeSummaryQuery = (user: UserDetails) =>
  queryOptions({
    queryKey: [...HOME_KEY, 'summary', viewerKey(user)],
    queryFn: () => get(HOME_PATHS.summary, homeSummarySchema),
    // Counts change as others act: fresh on every visit, and again when the person comes back to the tab.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
export const useHomeSummary = (user: UserDetails) => useQuery(homeSummaryQuery(user));
