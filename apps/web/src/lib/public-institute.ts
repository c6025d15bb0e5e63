import { institutePublicSchema } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from './http';

/** GET /institute/public/:customUrl: what anyone may see of a school (its profile, sign-in greeting, community heading). */
export const publicInstituteQuery = (customUrl: string) =>
  queryOptions({
    queryKey: ['institute', 'public', customUrl],
    queryFn: () => get(`/institute/public/${encodeURIComponent(customUrl)}`, institutePublicSchema),
    staleTime: 5 * 60_000,
  });

export function usePublicInstitute(customUrl: string | undefined) {
  return useQuery({ ...publicInstituteQuery(customUrl ?? ''), enabled: Boolean(customUrl) });
}
