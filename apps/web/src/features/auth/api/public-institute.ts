import { institutePublicSchema } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';

/** GET /institute/public/:customUrl, used to greet visitors on an institute's own sign-in page. */
export const publicInstituteQuery = (customUrl: string) =>
  queryOptions({
    queryKey: ['institute', 'public', customUrl],
    queryFn: () => get(`/institute/public/${encodeURIComponent(customUrl)}`, institutePublicSchema),
    staleTime: 5 * 60_000,
  });

export function usePublicInstitute(customUrl: string | undefined) {
  return useQuery({ ...publicInstituteQuery(customUrl ?? ''), enabled: Boolean(customUrl) });
}
