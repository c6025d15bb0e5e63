import { type ConsentStatus, consentSchema, pageOf } from '@noticeboard/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../lib/http';

export const CONSENTS_PAGE_SIZE = 20;
const consentPageSchema = pageOf(consentSchema);

export interface ConsentListParams {
  status: ConsentStatus | undefined;
  search: string;
  page: number;
}

/** Every consent list is invalidated through this prefix after a change. */
export const consentsKey = ['institute', 'parent-consent'] as const;

/** GET /institute/parent-consent?status=&search=&page=&size= */
export const consentsQuery = ({ status, search, page }: ConsentListParams) =>
  queryOptions({
    queryKey: [...consentsKey, status ?? 'ALL', search, page],
    queryFn: () =>
      get(`/institute/parent-consent${query({ status, search, page, size: CONSENTS_PAGE_SIZE })}`, consentPageSchema),
    placeholderData: keepPreviousData,
  });

export const useConsents = (params: ConsentListParams) => useQuery(consentsQuery(params));
