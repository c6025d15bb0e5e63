import { institutePublicSchema } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';

/** GET /institute/public/:customUrl: what anyone may see of a school. */
export const publicInstituteQuery = (customUrl: string) =>
  queryOptions({
    queryKey: ['institute', 'public', customUrl],
    queryFn: () => get(`/institute/public/${encodeURIComponent(customUrl)}`, institutePublicSchema),
  });

export const usePublicInstitute = (customUrl: string) => useQuery(publicInstituteQuery(customUrl));
