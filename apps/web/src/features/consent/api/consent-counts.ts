import { consentCountsSchema } from '@noticeboard/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../lib/http';
import { consentsKey } from './list-consents';

/**
 * GET /institute/parent-consent/counts?search=: how many requests each status filter holds (issue 17 §4). Under
 * `consentsKey`, so a request, a resend, a status change or "Send pending links" refreshes the numbers too.
 */
export const consentCountsQuery = (search: string) =>
  queryOptions({
    queryKey: [...consentsKey, 'counts', search],
    queryFn: () => get(`/institute/parent-consent/counts${query({ search })}`, consentCountsSchema),
    placeholderData: keepPreviousData,
  });

export const useConsentCounts = (search: string) => useQuery(consentCountsQuery(search));
