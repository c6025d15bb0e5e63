import { gstLookupSchema } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get, query } from '../../../lib/http';

/** GET /institute/tax/gst-state?code=: the state a GSTIN's first two digits name. */
export const gstStateQuery = (code: string) =>
  queryOptions({
    queryKey: ['institute', 'tax', 'gst-state', code],
    queryFn: () => get(`/institute/tax/gst-state${query({ code })}`, gstLookupSchema),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Looks up only once two digits are typed. */
export const useGstState = (gstin: string) => {
  const code = gstin.trim().slice(0, 2);
  return useQuery({ ...gstStateQuery(code), enabled: /^\d{2}$/.test(code) });
};
