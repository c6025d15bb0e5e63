import { NEWS_PATHS, readingStatusSchema } from '@noticeboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';

export const readingStatusKey = ['news', 'reading-status'] as const;

/** GET /users/reading-status: today's reading against the daily minimum (signed in only). */
export const readingStatusQuery = () =>
  queryOptions({
    queryKey: readingStatusKey,
    queryFn: () => get(NEWS_PATHS.readingStatus, readingStatusSchema),
  });

export const useReadingStatus = (enabled: boolean) => useQuery({ ...readingStatusQuery(), enabled });
